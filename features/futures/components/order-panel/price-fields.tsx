'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { DecimalInput } from '@/components/ui/decimal-input';
import { FieldError, FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { toPlainString } from '@/lib/decimal';
import type { ConditionalExecution, TriggerBy } from '../../api/place-order';
import { decimalOrNull } from '../../model/contract-terms';

export interface PriceFieldProps {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  tickSize: string;
  priceScale: number;
  lastPrice: string | number | undefined;
  /** Message keys of the errors to show under the field (translated by the kit). */
  errors: string[];
}

/** A price on the tick grid, with a "Last" button that fills the last traded price. */
export function PriceField({
  label,
  value,
  onValueChange,
  tickSize,
  priceScale,
  lastPrice,
  errors,
}: PriceFieldProps) {
  const t = useTranslations('Futures.OrderPanel');
  const last = decimalOrNull(lastPrice);
  return (
    <FormField label={label} error={errors[0] ?? null}>
      <div className="flex gap-2">
        <DecimalInput
          value={value}
          onValueChange={onValueChange}
          step={tickSize}
          min="0"
          precision={priceScale}
          suffix="USDT"
          className="min-w-0 flex-1"
        />
        <Button
          type="button"
          variant="secondary"
          size="sm"
          className="h-11"
          disabled={last === null}
          title={t('lastLabel')}
          onClick={() => last && onValueChange(toPlainString(last.toDecimalPlaces(priceScale)))}
        >
          {t('last')}
        </Button>
      </div>
      {errors.slice(1).map((error) => (
        <FieldError key={error} error={error} />
      ))}
    </FormField>
  );
}

export interface TriggerByProps {
  value: TriggerBy;
  onValueChange: (value: TriggerBy) => void;
  label?: string;
}

/** Last price or mark price: what a trigger watches. */
export function TriggerBySelect({ value, onValueChange, label }: TriggerByProps) {
  const t = useTranslations('Futures.OrderPanel');
  return (
    <Select
      label={label ?? t('triggerBy')}
      hideLabel
      options={[
        { value: 'last', label: t('triggerByLast') },
        { value: 'mark', label: t('triggerByMark') },
      ]}
      value={value}
      onValueChange={(next) => onValueChange(next === 'mark' ? 'mark' : 'last')}
      className="w-32 shrink-0"
    />
  );
}

export interface ConditionalFieldsProps {
  triggerPrice: string;
  onTriggerPriceChange: (value: string) => void;
  triggerBy: TriggerBy;
  onTriggerByChange: (value: TriggerBy) => void;
  execution: ConditionalExecution;
  onExecutionChange: (value: ConditionalExecution) => void;
  contract: { tickSize: string; priceScale: number };
  lastPrice: string | number | undefined;
  errors: string[];
  /** A trailing stop's own fields, shown instead of the trigger price when it is chosen. */
  trailingFields?: ReactNode;
}

/** A conditional order's trigger (price, last or mark) and how it executes once triggered. */
export function ConditionalFields({
  triggerPrice,
  onTriggerPriceChange,
  triggerBy,
  onTriggerByChange,
  execution,
  onExecutionChange,
  contract,
  lastPrice,
  errors,
  trailingFields,
}: ConditionalFieldsProps) {
  const t = useTranslations('Futures.OrderPanel');
  const tTrailing = useTranslations('TrailingStop');
  return (
    <>
      {execution === 'trailing' ? (
        trailingFields
      ) : (
        <PriceField
          label={t('triggerPrice')}
          value={triggerPrice}
          onValueChange={onTriggerPriceChange}
          tickSize={contract.tickSize}
          priceScale={contract.priceScale}
          lastPrice={lastPrice}
          errors={errors}
        />
      )}
      <div className="flex gap-2">
        <TriggerBySelect value={triggerBy} onValueChange={onTriggerByChange} />
        <Select
          label={t('execution')}
          hideLabel
          options={[
            { value: 'limit', label: t('executionLimit') },
            { value: 'market', label: t('executionMarket') },
            { value: 'trailing', label: tTrailing('orderType') },
          ]}
          value={execution}
          onValueChange={(v) => onExecutionChange(v === 'market' || v === 'trailing' ? v : 'limit')}
          className="min-w-0 flex-1"
        />
      </div>
    </>
  );
}
