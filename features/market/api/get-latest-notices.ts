import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '@/lib/http';

/** Notice fields are not in the spec; rows are kept as sent. */
export const latestNoticesSchema = z.preprocess((value) => value ?? [], z.array(z.looseObject({})));
export type LatestNotices = z.infer<typeof latestNoticesSchema>;

/** GET public/notic/latest/list (v2 API; the path is spelled "notic"). */
export function getLatestNotices(signal?: AbortSignal): Promise<LatestNotices> {
  return http.fetch({ base: 'v2', path: 'public/notic/latest/list', signal }, latestNoticesSchema);
}

export const getLatestNoticesQueryOptions = () =>
  queryOptions({
    queryKey: ['market', 'notices', 'latest'],
    queryFn: ({ signal }) => getLatestNotices(signal),
  });

export function useLatestNotices() {
  return useQuery(getLatestNoticesQueryOptions());
}
