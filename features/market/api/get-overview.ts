import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { http } from '@/lib/http';
import { marketIndicatorSchema } from './schemas';

/** The market indicator of every contract. */
export const overviewSchema = z.array(marketIndicatorSchema);
export type Overview = z.infer<typeof overviewSchema>;

/** GET /api/getOverview: the market indicator of every contract (seeds the realtime store). */
export function getOverview(signal?: AbortSignal): Promise<Overview> {
  return http.fetch({ base: 'origin', path: '/api/getOverview', signal }, overviewSchema);
}

export const getOverviewQueryOptions = () =>
  queryOptions({
    queryKey: ['market', 'overview'],
    queryFn: ({ signal }) => getOverview(signal),
  });
