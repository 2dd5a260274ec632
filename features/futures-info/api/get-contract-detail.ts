import { queryOptions } from '@tanstack/react-query';
import { http } from '@/lib/http';
import type { ContractDetail } from './schemas';

export type { ContractDetail, RiskTier } from './schemas';

/** GET contract/detail (futures API): a contract's terms and risk tiers as the engine applies them. */
export function getContractDetail(code: string, signal?: AbortSignal): Promise<ContractDetail> {
  return http.fetch(
    { base: 'futures', path: 'contract/detail', query: { symbol: code }, signal },
    () => import('./schemas').then((schemas) => schemas.contractDetailSchema),
  );
}

/** The terms change only with a new engine configuration: read once, kept for the visit. */
export const getContractDetailQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['futures-info', 'contract', 'detail', code.toUpperCase()],
    queryFn: ({ signal }) => getContractDetail(code.toUpperCase(), signal),
    staleTime: 10 * 60_000,
  });
