import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import { getPublicConfigsQueryOptions } from '@/features/futures';
import {
  getCurrentFundingRateQueryOptions,
  getDepthSnapshotQueryOptions,
  getOverviewQueryOptions,
} from '@/features/market';
import type { ContractReference } from '@/lib/contract/reference-data';
import { getServerQueryClient } from '@/lib/server-query-client';
import { FuturesTrading } from './futures-trading';

/**
 * The futures trading screen for one contract. The market figures the first paint needs (last,
 * mark and index price, 24 h figures, funding, the book) are fetched here and handed over with the HTML,
 * so crawlers and the first frame see the market; the socket takes over after hydration.
 */
export async function FuturesTradingScreen({ contract }: { contract: ContractReference }) {
  const queryClient = getServerQueryClient();
  // A slow or absent backend must not hold the page: what did not arrive loads in the browser.
  await Promise.allSettled([
    queryClient.prefetchQuery(getOverviewQueryOptions()),
    queryClient.prefetchQuery(getPublicConfigsQueryOptions()),
    queryClient.prefetchQuery(getCurrentFundingRateQueryOptions(contract.contractId)),
    queryClient.prefetchQuery(getDepthSnapshotQueryOptions(contract.contractId)),
  ]);
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <FuturesTrading contractId={contract.contractId} />
    </HydrationBoundary>
  );
}
