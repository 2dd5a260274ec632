'use client';

import { useTranslations } from 'next-intl';
import { Checkbox } from '@/components/ui/checkbox';
import { DecimalInput } from '@/components/ui/decimal-input';
import { FormField } from '@/components/ui/form-field';
import type { PresetForm } from '../../api/place-order';
import { TriggerBySelect } from './price-fields';

export interface TpslFieldsProps {
  enabled: boolean;
  onEnabledChange: (enabled: boolean) => void;
  tp: PresetForm;
  sl: PresetForm;
  onTpChange: (tp: PresetForm) => void;
  onSlChange: (sl: PresetForm) => void;
  tickSize: string;
  priceScale: number;
  /** Translated errors by field (shown after a button was pressed). */
  errors: Partial<Record<'tp' | 'tpPrice' | 'sl' | 'slPrice', string>>;
}

function Preset({
  preset,
  onChange,
  triggerLabel,
  priceLabel,
  triggerError,
  priceError,
  tickSize,
  priceScale,
}: {
  preset: PresetForm;
  onChange: (preset: PresetForm) => void;
  triggerLabel: string;
  priceLabel: string;
  triggerError: string | undefined;
  priceError: string | undefined;
  tickSize: string;
  priceScale: number;
}) {
  const t = useTranslations('Futures.OrderPanel');
  return (
    <div className="space-y-2">
      <FormField label={triggerLabel} error={triggerError ?? null}>
        <div className="flex gap-2">
          <DecimalInput
            value={preset.triggerPrice}
            onValueChange={(triggerPrice) => onChange({ ...preset, triggerPrice })}
            step={tickSize}
            min="0"
            precision={priceScale}
            className="min-w-0 flex-1"
          />
          <TriggerBySelect
            label={`${triggerLabel}: ${t('triggerBy')}`}
            value={preset.triggerBy}
            onValueChange={(triggerBy) => onChange({ ...preset, triggerBy })}
          />
        </div>
      </FormField>
      <FormField label={priceLabel} hint={t('tpsl.marketHint')} error={priceError ?? null}>
        <DecimalInput
          value={preset.price}
          onValueChange={(price) => onChange({ ...preset, price })}
          step={tickSize}
          min="0"
          precision={priceScale}
        />
      </FormField>
    </div>
  );
}

/** The two presets in the order shown, with their labels' message keys. */
const PRESETS = [
  { kind: 'tp', triggerLabel: 'takeProfit', priceLabel: 'takeProfitPrice' },
  { kind: 'sl', triggerLabel: 'stopLoss', priceLabel: 'stopLossPrice' },
] as const;

/** Take-profit and stop-loss presets: they become real orders once this order fills. */
export function TpslFields({
  enabled,
  onEnabledChange,
  tp,
  sl,
  onTpChange,
  onSlChange,
  tickSize,
  priceScale,
  errors,
}: TpslFieldsProps) {
  const t = useTranslations('Futures.OrderPanel.tpsl');
  return (
    <div className="space-y-3">
      <Checkbox
        label={t('toggle')}
        checked={enabled}
        onCheckedChange={(checked) => onEnabledChange(checked === true)}
      />
      {enabled ? (
        <div className="space-y-3 border-l-2 border-line pl-3">
          {PRESETS.map(({ kind, triggerLabel, priceLabel }) => (
            <Preset
              key={kind}
              preset={kind === 'tp' ? tp : sl}
              onChange={kind === 'tp' ? onTpChange : onSlChange}
              triggerLabel={t(triggerLabel)}
              priceLabel={t(priceLabel)}
              triggerError={errors[kind]}
              priceError={errors[`${kind}Price`]}
              tickSize={tickSize}
              priceScale={priceScale}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}
