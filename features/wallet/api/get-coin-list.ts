import { queryOptions } from '@tanstack/react-query';
import { http } from '@/lib/http';
import type { Coin } from './schemas';

/** GET asset/coin/list (v2, public): each currency with its networks and their limits. */
export function getCoinList(signal?: AbortSignal): Promise<Coin[]> {
  return http.fetch({ base: 'v2', path: 'asset/coin/list', signal }, () =>
    import('./schemas').then((m) => m.coinListSchema),
  );
}

export const getCoinListQueryOptions = () =>
  queryOptions({
    queryKey: ['wallet', 'coins'],
    queryFn: ({ signal }) => getCoinList(signal),
    staleTime: 5 * 60_000,
  });
