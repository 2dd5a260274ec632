import { queryOptions } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { latestNoticesQuery, type LatestNoticesParams } from './params';
import type { LatestNotices } from './schemas';

export { DEFAULT_NOTICES_SIZE, type LatestNoticesParams } from './params';

export interface LatestNoticesRequest extends LatestNoticesParams {
  /** A route locale: the notices in that language; without it the language header decides. */
  lang?: string | undefined;
}

/** GET public/notic/latest/list (v2 API; the path is spelled "notic"): pinned first, then newest. */
export function getLatestNotices(
  params: LatestNoticesRequest = {},
  signal?: AbortSignal,
): Promise<LatestNotices> {
  return http.fetch(
    {
      base: 'v2',
      path: 'public/notic/latest/list',
      query: { ...latestNoticesQuery(params), lang: params.lang },
      signal,
    },
    // The schema loads with the request, not with the page: zod stays out of the first load.
    () => import('./schemas').then((schemas) => schemas.latestNoticesSchema),
  );
}

export const getLatestNoticesQueryOptions = (params: LatestNoticesRequest = {}) => {
  const { size } = latestNoticesQuery(params);
  const { lang } = params;
  return queryOptions({
    queryKey: lang
      ? ['market', 'notices', 'latest', size, lang]
      : ['market', 'notices', 'latest', size],
    queryFn: ({ signal }) => getLatestNotices({ size, lang }, signal),
  });
};
