'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Amount, Price } from '@/components/ui/numbers';
import { amountPrecisionFromContractSize } from '@/lib/decimal';
import type { OrderTicketSummary, QuantityUnit } from '../../model/order-ticket';
import { quantityInUnit } from './quantity-field';
import type { PanelContract } from './use-order-panel-data';

const USDT_SHOWN = 2;
const FEE_SHOWN = 4;

/** Cost, maximum, liquidation estimate and fee of one side, before it is submitted. */
export function OrderSummary({
  summary,
  contract,
  unit,
  leverage,
  testId,
}: {
  summary: OrderTicketSummary;
  contract: PanelContract;
  unit: QuantityUnit;
  leverage: number;
  testId: string;
}) {
  const t = useTranslations('Futures.OrderPanel');
  const max =
    summary.maxContracts === null
      ? null
      : quantityInUnit(summary.maxContracts, unit, contract, summary.executionPrice, leverage);
  const maxPrecision =
    unit === 'contract'
      ? 0
      : unit === 'quote'
        ? USDT_SHOWN
        : amountPrecisionFromContractSize(contract.contractSize);
  const rows = [
    [
      t('summary.cost'),
      <Amount key="cost" value={summary.cost} precision={USDT_SHOWN} unit="USDT" />,
    ],
    [
      t('summary.max'),
      <Amount
        key="max"
        value={max === '' ? null : max}
        precision={maxPrecision}
        unit={t(`units.${unit}`, { asset: contract.baseAsset })}
      />,
    ],
    [
      t('summary.liquidation'),
      <Price key="liq" value={summary.liquidationPrice} precision={contract.priceScale} />,
    ],
    [
      summary.feeRole === null ? t('summary.fee') : t('summary.feeAs', { role: summary.feeRole }),
      // A fee is a cost: rounded half-up, not cut, so it never reads low.
      <Amount key="fee" value={summary.fee} precision={FEE_SHOWN} unit="USDT" rounding="half-up" />,
    ],
  ] as const;
  return <SummaryRows rows={rows} testId={testId} />;
}

/** The panel's summaries: a label on the left and its figure on the right, a row each. */
export function SummaryRows({
  rows,
  testId,
}: {
  rows: readonly (readonly [label: string, figure: ReactNode])[];
  testId: string;
}) {
  return (
    <dl className="space-y-0.5 text-xs" data-testid={testId}>
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-2">
          <dt className="text-fg-muted">{label}</dt>
          <dd className="tabular min-w-0 truncate text-right">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
