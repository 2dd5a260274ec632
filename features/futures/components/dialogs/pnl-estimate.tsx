'use client';

import { useTranslations } from 'next-intl';
import { Percent, PnL, Price } from '@/components/ui/numbers';
import type { Decimal } from '@/lib/decimal';
import type { PnlEstimate } from '../../model/position-estimates';
import { MONEY_PRECISION } from '../bottom-tabs/contract-info';

/**
 * "Estimated PnL" of a close, TP or SL before the trader confirms: the USDT figure and its ROE,
 * before fees; a dash until the price and quantity say enough.
 */
export function PnlEstimateLine({
  estimate,
  label,
}: {
  estimate: PnlEstimate | null;
  /** Defaults to "Estimated PnL". */
  label?: string;
}) {
  const t = useTranslations('Futures.Dialogs.Estimates');
  return (
    <p className="flex flex-wrap items-baseline justify-between gap-x-2 text-sm">
      <span className="text-fg-muted" title={t('beforeFees')}>
        {label ?? t('estimatedPnl')}
      </span>
      <span className="flex items-baseline gap-1.5" data-testid="pnl-estimate">
        <PnL value={estimate?.pnl ?? null} precision={MONEY_PRECISION} unit="USDT" />{' '}
        {estimate?.roe ? (
          <span className="text-xs">
            (<Percent value={estimate.roe} signed rounding="half-up" />)
          </span>
        ) : null}
      </span>
    </p>
  );
}

/** "Liq. price" now and after the change, side by side. */
export function LiquidationChangeLine({
  now,
  after,
  precision,
}: {
  now: Decimal | null;
  after: Decimal | null;
  precision: number;
}) {
  const t = useTranslations('Futures.Dialogs.Estimates');
  return (
    <p className="flex flex-wrap items-baseline justify-between gap-x-2 text-sm">
      <span className="text-fg-muted">{t('liquidationPrice')}</span>
      <span className="flex items-baseline gap-1.5" data-testid="liquidation-change">
        <Price value={now} precision={precision} />
        <span aria-label={t('after')}>→</span>
        <Price value={after} precision={precision} className="font-medium" />
      </span>
    </p>
  );
}
