'use client';

import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { getOverviewQueryOptions, type MarketIndicator } from '@/features/market';
import { useRealtime } from '@/features/realtime';
import { contractCode, contracts } from '@/lib/contract/reference-data';
import type { MarketRow } from '../model/market-row';

export interface MarketRows {
  rows: MarketRow[];
  /** True while the browser is still loading the first figures (the server render has them). */
  loading: boolean;
}

/**
 * Every listed contract with its market indicator: the overview the server prefetched into the
 * page, overlaid field by field with the realtime store (fed by the app-wide `indicator` topic),
 * so the HTML already has prices and the socket moves them after hydration.
 */
export function useMarketRows(): MarketRows {
  const { data: overview, isPending } = useQuery(getOverviewQueryOptions());
  const live = useRealtime((state) => state.indicators);

  const rows = useMemo(() => {
    const prefetched = new Map<number, MarketIndicator>();
    for (const indicator of overview ?? []) prefetched.set(indicator.cid, indicator);
    return contracts.map((contract): MarketRow => {
      const before = prefetched.get(contract.contractId);
      const now = live[contract.contractId];
      return {
        contract,
        code: contractCode(contract.name),
        indicator: before && now ? { ...before, ...now } : (now ?? before),
      };
    });
  }, [overview, live]);

  return { rows, loading: isPending && Object.keys(live).length === 0 };
}
