import { queryOptions } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { USER_QUERY_META } from '@/lib/query-client';
import type { WithdrawInfo } from './schemas';

/** GET asset/withdraw/info: what may be withdrawn on a network, its fee, limits and the block. */
export function getWithdrawInfo(
  currencyId: number,
  network: string,
  signal?: AbortSignal,
): Promise<WithdrawInfo> {
  return http.fetch(
    { base: 'v2', path: 'asset/withdraw/info', query: { currencyId, network }, signal },
    () => import('./schemas').then((m) => m.withdrawInfoSchema),
  );
}

export const getWithdrawInfoQueryOptions = (currencyId: number, network: string) =>
  queryOptions({
    queryKey: ['wallet', 'withdraw', 'info', currencyId, network],
    queryFn: ({ signal }) => getWithdrawInfo(currencyId, network, signal),
    staleTime: 0,
    meta: USER_QUERY_META,
  });
