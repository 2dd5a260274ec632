import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '@/lib/http';
import { marketIndicatorSchema } from './schemas';

/** Market indicators, as a list or under `indicators` / `markets`. */
export const overviewSchema = z.preprocess((value) => {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const row = value as { indicators?: unknown; markets?: unknown };
    return row.indicators ?? row.markets ?? [];
  }
  return value ?? [];
}, z.array(marketIndicatorSchema));

export type Overview = z.infer<typeof overviewSchema>;

/** GET /api/getOverview: the market indicator of every contract. */
export function getOverview(signal?: AbortSignal): Promise<Overview> {
  return http.fetch({ base: 'origin', path: '/api/getOverview', signal }, overviewSchema);
}

export const getOverviewQueryOptions = () =>
  queryOptions({
    queryKey: ['market', 'overview'],
    queryFn: ({ signal }) => getOverview(signal),
  });

export function useOverview() {
  return useQuery(getOverviewQueryOptions());
}
