import { queryOptions } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { USER_QUERY_META } from '@/lib/query-client';
import { grantsSchema, type Grants } from './schemas';

/** GET rewards/grants: the grants account (type 30) totals and the bonus account (type 10). */
export function getGrants(signal?: AbortSignal): Promise<Grants> {
  return http.fetch({ base: 'v2', path: 'rewards/grants', signal }, grantsSchema);
}

export const getGrantsQueryOptions = () =>
  queryOptions({
    queryKey: ['rewards', 'grants'],
    queryFn: ({ signal }) => getGrants(signal),
    refetchInterval: 10_000,
    meta: USER_QUERY_META,
  });
