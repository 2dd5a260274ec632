import { queryOptions } from '@tanstack/react-query';
import { http } from '@/lib/http';
import type { InsuranceFundHistory } from './schemas';

export type { InsuranceFundChange, InsuranceFundHistory } from './schemas';

/** How many balance changes the history section shows. */
export const INSURANCE_FUND_HISTORY_LIMIT = 100;

/** GET insuranceFund/history (futures API): balance changes, newest first. */
export function getInsuranceFundHistory(
  contractId: number,
  limit: number,
  signal?: AbortSignal,
): Promise<InsuranceFundHistory> {
  return http.fetch(
    { base: 'futures', path: 'insuranceFund/history', query: { contractId, limit }, signal },
    () => import('./schemas').then((schemas) => schemas.insuranceFundHistorySchema),
  );
}

export const getInsuranceFundHistoryQueryOptions = (
  contractId: number,
  limit = INSURANCE_FUND_HISTORY_LIMIT,
) =>
  queryOptions({
    queryKey: ['futures-info', 'insuranceFund', 'history', contractId, limit],
    queryFn: ({ signal }) => getInsuranceFundHistory(contractId, limit, signal),
    refetchInterval: 60_000,
  });
