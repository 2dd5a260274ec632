'use client';

import { useTranslations } from 'next-intl';
import { Amount, Price } from '@/components/ui/numbers';
import type { ScaledOrderSummary } from '../../model/scaled-order-summary';
import type { PanelContract } from './use-order-panel-data';

const QUOTE_SHOWN = 2;

/** The scaled order's average price, value, cost and liquidation estimate once all of it fills. */
export function ScaledOrderSummaryList({
  summary,
  contract,
}: {
  summary: ScaledOrderSummary;
  contract: PanelContract;
}) {
  const t = useTranslations('Futures.OrderPanel');
  const tScaled = useTranslations('ScaledOrder');
  const rows = [
    [
      tScaled('averagePrice'),
      <Price key="average" value={summary.averagePrice} precision={contract.priceScale} />,
    ],
    [
      t('summary.value'),
      <Amount
        key="value"
        value={summary.orderValue}
        precision={QUOTE_SHOWN}
        unit={contract.quoteAsset}
      />,
    ],
    [
      t('summary.cost'),
      // Shown as the single order's cost is (order-summary.tsx).
      <Amount key="cost" value={summary.cost} precision={QUOTE_SHOWN} unit={contract.quoteAsset} />,
    ],
    [
      tScaled('liquidationAfterAll'),
      <Price key="liq" value={summary.liquidationPrice} precision={contract.priceScale} />,
    ],
  ] as const;
  return (
    <dl className="space-y-0.5 text-xs" data-testid="scaled-order-summary">
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-2">
          <dt className="text-fg-muted">{label}</dt>
          <dd className="tabular min-w-0 truncate text-right">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
