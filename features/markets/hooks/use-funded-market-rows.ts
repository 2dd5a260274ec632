'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { getFundingRateListQueryOptions, type CurrentFundingRate } from '@/features/market';
import type { MarketRow } from '../model/market-row';
import { useMarketRows, type MarketRows } from './use-market-rows';

/**
 * The listing's rows with each contract's running funding rate and next settlement: read every
 * 30 s, and again just after the soonest settlement passes (the next interval has a new time and
 * rate), so no countdown sits at 00:00:00.
 */
export function useFundedMarketRows(): MarketRows {
  const { rows, loading } = useMarketRows();
  const queryClient = useQueryClient();
  const { data } = useQuery(getFundingRateListQueryOptions());

  const soonest = data?.list.reduce((min, rate) => Math.min(min, rate.nextFundingTime), Infinity);
  useEffect(() => {
    if (soonest === undefined || !Number.isFinite(soonest)) return;
    // A second past the settlement, and never sooner than a second from now.
    const timer = window.setTimeout(
      () =>
        void queryClient.invalidateQueries({
          queryKey: getFundingRateListQueryOptions().queryKey,
        }),
      Math.max(1_000, soonest - Date.now() + 1_000),
    );
    return () => window.clearTimeout(timer);
  }, [soonest, queryClient]);

  const funded = useMemo(() => {
    const byContract = new Map<number, CurrentFundingRate>();
    for (const rate of data?.list ?? []) byContract.set(rate.contractId, rate);
    return rows.map((row): MarketRow => ({
      ...row,
      funding: byContract.get(row.contract.contractId),
    }));
  }, [rows, data]);

  return { rows: funded, loading };
}
