'use client';

import { useTranslations } from 'next-intl';
import { focusRing } from '@/components/ui/button';
import { cn } from '@/lib/cn';

const dateInputClass = cn(
  'h-10 w-full min-w-0 rounded-md border border-line bg-bg px-3 text-sm text-fg aria-[invalid=true]:border-down',
  focusRing,
);

export interface DayRangeFieldsProps {
  /** Prefix of the inputs' ids (a useId of the list). */
  idPrefix: string;
  fromDay: string;
  toDay: string;
  onFromDayChange: (day: string) => void;
  onToDayChange: (day: string) => void;
  /** The range is refused (the start after the end): the end field is marked invalid. */
  invalid: boolean;
  /** The id of the message that says why, under the filters. */
  errorId: string;
}

/**
 * "From" and "To" day pickers of a history's filters (model/history-filters `dayRange` turns
 * them into epoch bounds): two cells of the caller's filter grid.
 */
export function DayRangeFields({
  idPrefix,
  fromDay,
  toDay,
  onFromDayChange,
  onToDayChange,
  invalid,
  errorId,
}: DayRangeFieldsProps) {
  const t = useTranslations('Wallet.History');
  const fromId = `${idPrefix}-from`;
  const toId = `${idPrefix}-to`;
  return (
    <>
      <div className="grid grid-cols-1 gap-1.5">
        <label htmlFor={fromId} className="text-sm font-medium">
          {t('from')}
        </label>
        <input
          id={fromId}
          type="date"
          value={fromDay}
          max={toDay || undefined}
          onChange={(event) => onFromDayChange(event.target.value)}
          className={dateInputClass}
        />
      </div>
      <div className="grid grid-cols-1 gap-1.5">
        <label htmlFor={toId} className="text-sm font-medium">
          {t('to')}
        </label>
        <input
          id={toId}
          type="date"
          value={toDay}
          min={fromDay || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(event) => onToDayChange(event.target.value)}
          className={dateInputClass}
        />
      </div>
    </>
  );
}
