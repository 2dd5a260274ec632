'use client';

import { useLocale, useTranslations } from 'next-intl';
import { DecimalInput } from '@/components/ui/decimal-input';
import { FieldError, FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { Slider } from '@/components/ui/slider';
import { amountPrecisionFromContractSize, Decimal, toPlainString } from '@/lib/decimal';
import { formatPrice } from '@/lib/format';
import { costForLots } from '@/lib/contract/risk';
import { engineTerms, fromMoney, toTicks } from '../../model/contract-terms';
import type { OrderMinimum } from '../../model/order-minimum';
import type { QuantityUnit } from '../../model/order-ticket';
import type { PanelContract } from './use-order-panel-data';
import { QUANTITY_UNITS } from '@/lib/contract/wire/orders';

const PERCENT_MARKS = [0, 25, 50, 75, 100] as const;
/** USDT costs: the money unit (1e-8), enough to name a whole number of contracts exactly. */
const COST_PRECISION = 8;

export function quantityPrecision(unit: QuantityUnit, contract: PanelContract): number {
  if (unit === 'contract') return 0;
  if (unit === 'quote') return COST_PRECISION;
  return amountPrecisionFromContractSize(contract.contractSize);
}

/**
 * Whole contracts as the quantity in `unit`: for USDT the cost of opening them at `price` and
 * `leverage` (value ÷ leverage, lib/contract/risk `costForLots`: rounded up to the money unit, so
 * it sizes back to the same contracts); '' when it cannot be said.
 */
export function quantityInUnit(
  lots: Decimal,
  unit: QuantityUnit,
  contract: PanelContract,
  price: Decimal | null,
  leverage: number,
): string {
  if (unit === 'contract') return toPlainString(lots);
  const base = lots.times(contract.contractSize);
  if (unit === 'base') return toPlainString(base);
  const terms = engineTerms(contract);
  if (price === null || terms === null || !Number.isInteger(leverage) || leverage <= 0) return '';
  const lotCount = BigInt(lots.toFixed(0));
  return toPlainString(
    fromMoney(
      costForLots(lotCount, leverage, BigInt(toTicks(price, terms)), terms.valuePerLotTick),
    ),
  );
}

export interface QuantityFieldProps {
  value: string;
  onValueChange: (value: string) => void;
  unit: QuantityUnit;
  onUnitChange: (unit: QuantityUnit) => void;
  contract: PanelContract;
  /** The larger of both sides' maximum, in contracts, for the percentage slider. */
  maxContracts: Decimal | null;
  /** Both minimums and which one decides the smallest order at the current price. */
  minimum: OrderMinimum;
  executionPrice: Decimal | null;
  /** The contract's leverage: what a cost opens. */
  leverage: number;
  percent: number;
  onPercentChange: (percent: number) => void;
  errors: string[];
}

export function QuantityField({
  value,
  onValueChange,
  unit,
  onUnitChange,
  contract,
  maxContracts,
  minimum,
  executionPrice,
  leverage,
  percent,
  onPercentChange,
  errors,
}: QuantityFieldProps) {
  const t = useTranslations('Futures.OrderPanel');
  const unitLabel = (u: QuantityUnit) => t(`units.${u}`, { asset: contract.baseAsset });
  return (
    <div className="space-y-2">
      <FormField
        label={t('quantity')}
        hint={<MinimumHint minimum={minimum} contract={contract} />}
        error={errors[0] ?? null}
      >
        <div className="flex gap-2">
          <DecimalInput
            value={value}
            onValueChange={(next) => {
              // A typed size is no longer a share of the maximum.
              onPercentChange(0);
              onValueChange(next);
            }}
            step={unit === 'contract' ? '1' : unit === 'base' ? contract.contractSize : undefined}
            min="0"
            precision={quantityPrecision(unit, contract)}
            className="min-w-0 flex-1"
          />
          <Select
            label={t('unit')}
            hideLabel
            options={QUANTITY_UNITS.map((u) => ({
              value: u,
              label: unitLabel(u),
            }))}
            value={unit}
            onValueChange={(next) =>
              onUnitChange(next === 'contract' ? 'contract' : next === 'quote' ? 'quote' : 'base')
            }
            className="w-24 shrink-0"
          />
        </div>
        {errors.slice(1).map((error) => (
          <FieldError key={error} error={error} />
        ))}
      </FormField>
      <Slider
        label={t('percentOfMax')}
        min={0}
        max={100}
        step={1}
        marks={PERCENT_MARKS}
        value={percent}
        disabled={maxContracts === null || maxContracts.isZero()}
        formatValue={(next) => `${next}%`}
        onValueChange={(next) => {
          onPercentChange(next);
          if (maxContracts === null) return;
          const lots = maxContracts
            .times(next)
            .dividedBy(100)
            .toDecimalPlaces(0, Decimal.ROUND_DOWN);
          onValueChange(
            lots.isZero() ? '' : quantityInUnit(lots, unit, contract, executionPrice, leverage),
          );
        }}
      />
    </div>
  );
}

/** The minimum quantity, the minimum order value, and which of them binds at the current price. */
function MinimumHint({ minimum, contract }: { minimum: OrderMinimum; contract: PanelContract }) {
  const t = useTranslations('Futures.OrderPanel');
  const locale = useLocale();
  const lots = (n: Decimal) => ({
    lots: n.toString(),
    base: toPlainString(n.times(contract.contractSize)),
    asset: contract.baseAsset,
  });
  const { minValue, price } = minimum;
  // Which one binds is worth marking only where both apply and a price decides between them.
  const decided = minValue !== null && price !== null;
  const line = (binding: boolean) => (decided && binding ? 'block font-medium text-fg' : 'block');
  return (
    <>
      <span className={line(minimum.binding === 'quantity')}>
        {t('minQuantity', {
          min: minimum.minLots.toString(),
          base: toPlainString(minimum.minLots.times(contract.contractSize)),
          asset: contract.baseAsset,
        })}
      </span>
      {minValue !== null ? (
        <span className={line(minimum.binding === 'value')}>
          {t('minValue', { min: minValue.toString(), asset: contract.quoteAsset })}
        </span>
      ) : null}
      {decided ? (
        <span className="block">
          {t('minBinding', {
            binding: minimum.binding,
            price: formatPrice(price, locale, contract.priceScale),
            quote: contract.quoteAsset,
            ...lots(minimum.lots),
          })}
        </span>
      ) : null}
    </>
  );
}
