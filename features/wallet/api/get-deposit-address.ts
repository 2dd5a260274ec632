import { queryOptions } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { USER_QUERY_META } from '@/lib/query-client';
import type { DepositAddress } from './schemas';

/** GET asset/deposit/address: the user's address on a network (made on the first ask, then kept). */
export function getDepositAddress(
  currencyId: number,
  network: string,
  signal?: AbortSignal,
): Promise<DepositAddress> {
  return http.fetch(
    { base: 'v2', path: 'asset/deposit/address', query: { currencyId, network }, signal },
    () => import('./schemas').then((m) => m.depositAddressSchema),
  );
}

export const getDepositAddressQueryOptions = (currencyId: number, network: string) =>
  queryOptions({
    queryKey: ['wallet', 'deposit', 'address', currencyId, network],
    queryFn: ({ signal }) => getDepositAddress(currencyId, network, signal),
    // An address does not change: asked once per network and session.
    staleTime: Infinity,
    meta: USER_QUERY_META,
  });
