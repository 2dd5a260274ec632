'use client';

import { useTranslations } from 'next-intl';
import { Amount, Price } from '@/components/ui/numbers';
import type { ScaledOrderSummary } from '../../model/scaled-order-summary';
import { SummaryRows } from './order-summary';
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
  return <SummaryRows rows={rows} testId="scaled-order-summary" />;
}
