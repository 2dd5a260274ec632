'use client';

import { useTranslations } from 'next-intl';
import { useClock } from '@/components/hooks/use-clock';
import { Percent } from '@/components/ui/numbers';
import type { CurrentFundingRate } from '@/features/market';
import { formatCountdown } from '@/lib/countdown';

/**
 * The running funding rate over the time left to its settlement. The clock is the page's one
 * timer (useClock), read here only: the rows around it do not draw again every second.
 */
export function FundingFigures({ funding }: { funding: CurrentFundingRate | undefined }) {
  const t = useTranslations('MarketsPage');
  const now = useClock();
  if (!funding) return <span className="figure">--</span>;
  return (
    <span className="inline-flex flex-col items-end">
      <Percent value={funding.fundingRate} precision={4} />
      <span className="text-xs text-fg-muted tabular-nums" data-testid="markets-countdown">
        <span className="sr-only">{t('nextSettlement')} </span>
        {now === null ? '--:--:--' : formatCountdown(funding.nextFundingTime, now)}
      </span>
    </span>
  );
}
