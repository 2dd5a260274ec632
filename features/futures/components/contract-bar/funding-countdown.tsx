'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { Percent } from '@/components/ui/numbers';
import { Skeleton } from '@/components/ui/skeleton';
import { getCurrentFundingRateQueryOptions } from '@/features/market';
import { useClock } from '@/components/hooks/use-clock';
import { formatCountdown } from '@/lib/countdown';

/** The running funding rate and a live countdown to its settlement. */
export function FundingCountdown({ contractId }: { contractId: number }) {
  const t = useTranslations('Futures.ContractBar');
  const queryClient = useQueryClient();
  const { data } = useQuery(getCurrentFundingRateQueryOptions(contractId));
  const now = useClock();

  const settled = data !== undefined && now !== null && now >= data.nextFundingTime;
  useEffect(() => {
    // A settlement passed: the next interval has a new time and a new rate.
    if (settled) {
      void queryClient.invalidateQueries({
        queryKey: getCurrentFundingRateQueryOptions(contractId).queryKey,
      });
    }
  }, [settled, contractId, queryClient]);

  return (
    <div className="flex shrink-0 flex-col">
      <dt className="whitespace-nowrap text-fg-muted">{t('fundingCountdown')}</dt>
      <dd className="tabular-nums whitespace-nowrap text-fg" data-testid="funding-rate">
        {data ? (
          <>
            <Percent value={data.fundingRate} precision={4} className="text-warn" />
            <span aria-hidden="true"> / </span>
            <span className="sr-only">{t('nextSettlement')}</span>
            <span data-testid="funding-countdown">
              {now === null ? '--:--:--' : formatCountdown(data.nextFundingTime, now)}
            </span>
          </>
        ) : (
          <Skeleton className="h-4 w-28" />
        )}
      </dd>
    </div>
  );
}
