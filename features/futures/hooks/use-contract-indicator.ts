'use client';

import { useQuery } from '@tanstack/react-query';
import { getOverviewQueryOptions, type MarketIndicator, type Overview } from '@/features/market';
import { useMarketIndicator } from '@/features/realtime';

/**
 * A contract's market indicator: the live one from the realtime store, else the overview query's.
 * The server prefetches the overview into the page, so the first HTML (and crawlers) already show
 * the prices; the socket's figures replace them after hydration without an empty frame between.
 */
export function useContractIndicator(contractId: number): MarketIndicator | undefined {
  const live = useMarketIndicator(contractId);
  const { data: prefetched } = useQuery({
    ...getOverviewQueryOptions(),
    select: (overview: Overview) => overview.find((row) => row.cid === contractId),
  });
  return live ?? prefetched;
}
