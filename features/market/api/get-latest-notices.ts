import { queryOptions } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { latestNoticesQuery, type LatestNoticesParams } from './params';
import type { LatestNotices } from './schemas';

export { DEFAULT_NOTICES_SIZE, type LatestNoticesParams } from './params';

/** GET public/notic/latest/list (v2 API; the path is spelled "notic"): pinned first, then newest. */
export function getLatestNotices(
  params: LatestNoticesParams = {},
  signal?: AbortSignal,
): Promise<LatestNotices> {
  return http.fetch(
    {
      base: 'v2',
      path: 'public/notic/latest/list',
      query: latestNoticesQuery(params),
      signal,
    },
    // The schema loads with the request, not with the page: zod stays out of the first load.
    () => import('./schemas').then((schemas) => schemas.latestNoticesSchema),
  );
}

export const getLatestNoticesQueryOptions = (params: LatestNoticesParams = {}) => {
  const { size } = latestNoticesQuery(params);
  return queryOptions({
    queryKey: ['market', 'notices', 'latest', size],
    queryFn: ({ signal }) => getLatestNotices({ size }, signal),
  });
};
