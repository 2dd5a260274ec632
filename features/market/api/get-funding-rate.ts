import { queryOptions } from '@tanstack/react-query';
import { http } from '@/lib/http';
import type { CurrentFundingRate, FundingRateList } from './schemas';

export type { CurrentFundingRate, FundingRateList } from './schemas';

/**
 * GET fundingRate/current (futures API): market data that the trading screen's contract bar and
 * the funding-rate page both show, so they share one query per contract.
 */
export function getCurrentFundingRate(
  contractId: number,
  signal?: AbortSignal,
): Promise<CurrentFundingRate> {
  // The schema loads with the request, not with the page: zod stays out of the first load.
  return http.fetch(
    { base: 'futures', path: 'fundingRate/current', query: { contractId }, signal },
    () => import('./schemas').then((schemas) => schemas.currentFundingRateSchema),
  );
}

/**
 * The rate moves with the premium, so it is read again every 30 s; the countdown ticks locally
 * and the query is read again when a settlement passes.
 */
export const getCurrentFundingRateQueryOptions = (contractId: number) =>
  queryOptions({
    queryKey: ['market', 'fundingRate', 'current', contractId],
    queryFn: ({ signal }) => getCurrentFundingRate(contractId, signal),
    refetchInterval: 30_000,
  });

/** GET fundingRate/list (futures API): every contract's current rate, for the markets page. */
export function getFundingRateList(signal?: AbortSignal): Promise<FundingRateList> {
  return http.fetch({ base: 'futures', path: 'fundingRate/list', signal }, () =>
    import('./schemas').then((schemas) => schemas.fundingRateListSchema),
  );
}

/** Read again every 30 s, as one contract's rate is (the rates move with the premium). */
export const getFundingRateListQueryOptions = () =>
  queryOptions({
    queryKey: ['market', 'fundingRate', 'list'],
    queryFn: ({ signal }) => getFundingRateList(signal),
    refetchInterval: 30_000,
  });
