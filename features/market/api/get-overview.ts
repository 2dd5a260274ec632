import { queryOptions } from '@tanstack/react-query';
import { http } from '@/lib/http';
import type { Overview } from './schemas';

/** GET /api/getOverview: the market indicator of every contract (seeds the realtime store). */
export function getOverview(signal?: AbortSignal): Promise<Overview> {
  // The schema loads with the request, not with the page: zod stays out of the first load.
  return http.fetch({ base: 'origin', path: '/api/getOverview', signal }, () =>
    import('./schemas').then((schemas) => schemas.overviewSchema),
  );
}

export const getOverviewQueryOptions = () =>
  queryOptions({
    queryKey: ['market', 'overview'],
    queryFn: ({ signal }) => getOverview(signal),
  });
