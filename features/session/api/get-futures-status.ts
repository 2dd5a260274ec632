import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { USER_QUERY_META } from '@/lib/query-client';
import type { FuturesStatus } from './schemas';

export type { FuturesStatus } from './schemas';

/** POST user/futures/status (v2 API). A background load: it shows no toast. */
export function getFuturesStatus(signal?: AbortSignal): Promise<FuturesStatus> {
  return http.fetch(
    { base: 'v2', path: 'user/futures/status', method: 'POST', json: {}, messages: 'none', signal },
    // The schema loads with the request: zod stays out of the pages' first load.
    () => import('./schemas').then((schemas) => schemas.futuresStatusSchema),
  );
}

/**
 * Whether the user's futures account is open. The futures account list cannot say it: an account
 * opened but not yet funded lists nothing there, so the account page, the trading screen and the
 * wallet ask here.
 */
export const getFuturesStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'futures-status'],
    queryFn: ({ signal }) => getFuturesStatus(signal),
    meta: USER_QUERY_META,
  });

/** The status query; `enabled` false until it matters (a session with KYC approved). */
export function useFuturesStatus(options: { enabled?: boolean } = {}) {
  return useQuery({ ...getFuturesStatusQueryOptions(), enabled: options.enabled ?? true });
}
