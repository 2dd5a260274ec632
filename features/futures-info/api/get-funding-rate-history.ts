import { queryOptions } from '@tanstack/react-query';
import { http } from '@/lib/http';
import type { FundingRateHistory } from './schemas';

export type { FundingRateHistory, FundingRateSettlement } from './schemas';

/** How many settlements the history section shows (the server allows 1–500). */
export const FUNDING_HISTORY_LIMIT = 100;

/** GET fundingRate/history (futures API): settled rates, newest first. */
export function getFundingRateHistory(
  contractId: number,
  limit: number,
  signal?: AbortSignal,
): Promise<FundingRateHistory> {
  return http.fetch(
    { base: 'futures', path: 'fundingRate/history', query: { contractId, limit }, signal },
    () => import('./schemas').then((schemas) => schemas.fundingRateHistorySchema),
  );
}

/** Every history query of one contract, whatever its limit: what a settlement makes stale. */
export const fundingRateHistoryKey = (contractId: number) =>
  ['futures-info', 'fundingRate', 'history', contractId] as const;

/**
 * A contract's settled rates. A new one appears only at a settlement, when the rate table
 * invalidates this key; the slow poll covers a page left open while the read model lagged.
 */
export const getFundingRateHistoryQueryOptions = (
  contractId: number,
  limit = FUNDING_HISTORY_LIMIT,
) =>
  queryOptions({
    queryKey: [...fundingRateHistoryKey(contractId), limit],
    queryFn: ({ signal }) => getFundingRateHistory(contractId, limit, signal),
    refetchInterval: 5 * 60_000,
  });

/** The last settled rate of a contract alone (the rate table's column). */
export const getLastFundingRateQueryOptions = (contractId: number) =>
  getFundingRateHistoryQueryOptions(contractId, 1);
