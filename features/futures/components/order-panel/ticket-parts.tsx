'use client';

import { useTranslations } from 'next-intl';
import type { FormEvent, ReactNode } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { Select } from '@/components/ui/select';
import type { TimeInForce } from '@/lib/contract/wire/orders';

// What the order form and the scaled order form share: the form around the fields and the row
// of reduce-only and time in force under them.

export interface TicketFormProps {
  /** The id the order-type tabs in the header control. */
  id: string;
  label: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The order-type tabs (and the hedge mode's open/close tabs). */
  header: ReactNode;
  /** The limit tab's execution select (one order or a scaled order), when shown. */
  execution: ReactNode;
  children: ReactNode;
}

/** The ticket's form: the tabs and execution select, then the order's own fields. */
export function TicketForm({ id, label, onSubmit, header, execution, children }: TicketFormProps) {
  return (
    <form id={id} className="space-y-3" noValidate onSubmit={onSubmit} aria-label={label}>
      {header}
      {execution}
      {children}
    </form>
  );
}

export interface OrderOptionsProps<Tif extends TimeInForce> {
  /** One-way mode's reduce-only checkbox; hedge mode reduces with its Close tab instead. */
  showReduceOnly: boolean;
  reduceOnly: boolean;
  onReduceOnlyChange: (reduceOnly: boolean) => void;
  /** The times in force the order takes, the default first; null for none (a market order). */
  timesInForce: readonly [Tif, ...Tif[]] | null;
  timeInForce: Tif;
  onTimeInForceChange: (timeInForce: Tif) => void;
}

/** Reduce-only on the left, the time in force on the right. */
export function OrderOptions<Tif extends TimeInForce>({
  showReduceOnly,
  reduceOnly,
  onReduceOnlyChange,
  timesInForce,
  timeInForce,
  onTimeInForceChange,
}: OrderOptionsProps<Tif>) {
  const t = useTranslations('Futures.OrderPanel');
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      {showReduceOnly ? (
        <Checkbox
          label={t('reduceOnly')}
          checked={reduceOnly}
          onCheckedChange={(checked) => onReduceOnlyChange(checked === true)}
        />
      ) : (
        <span />
      )}
      {timesInForce ? (
        <Select
          label={t('timeInForce')}
          hideLabel
          options={timesInForce.map((tif: TimeInForce) => ({
            value: tif,
            label: t(`tif.${tif}`),
            short: tif === 'postOnly' ? t('tifShort.postOnly') : tif,
          }))}
          value={timeInForce}
          onValueChange={(v) =>
            onTimeInForceChange(timesInForce.find((tif) => tif === v) ?? timesInForce[0])
          }
          className="w-36"
        />
      ) : null}
    </div>
  );
}
