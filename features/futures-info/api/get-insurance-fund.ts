import { queryOptions } from '@tanstack/react-query';
import { http } from '@/lib/http';
import type { InsuranceFund } from './schemas';

export type { InsuranceFund } from './schemas';

/**
 * GET insuranceFund/current (futures API). A contract the engine has no balance for yet answers
 * 503; the page shows that contract without a balance and says the total leaves it out.
 */
export function getInsuranceFund(contractId: number, signal?: AbortSignal): Promise<InsuranceFund> {
  return http.fetch(
    { base: 'futures', path: 'insuranceFund/current', query: { contractId }, signal },
    () => import('./schemas').then((schemas) => schemas.insuranceFundSchema),
  );
}

/** The balance moves only with liquidations: a minute between reads is plenty. */
export const getInsuranceFundQueryOptions = (contractId: number) =>
  queryOptions({
    queryKey: ['futures-info', 'insuranceFund', 'current', contractId],
    queryFn: ({ signal }) => getInsuranceFund(contractId, signal),
    refetchInterval: 60_000,
  });
