import { queryOptions } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { USER_QUERY_META } from '@/lib/query-client';
import type { FuturesPosition } from './schemas';

export type { FuturesPosition } from './schemas';

/** GET future/position/list: the caller's open positions. */
export function getPositions(signal?: AbortSignal): Promise<FuturesPosition[]> {
  // The schema loads with the request, not with the page: zod stays out of the first load.
  return http
    .fetch({ base: 'futures', path: 'future/position/list', signal }, () =>
      import('./schemas').then((schemas) => schemas.positionListSchema),
    )
    .then((answer) => answer.list);
}

export const getPositionsQueryOptions = () =>
  queryOptions({
    queryKey: ['futures', 'positions'],
    queryFn: ({ signal }) => getPositions(signal),
    meta: USER_QUERY_META,
  });
