import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '@/lib/http';

/** Field names of the public futures configuration are not in the spec; kept as sent. */
export const publicConfigsSchema = z.preprocess((value) => value ?? {}, z.looseObject({}));
export type PublicConfigs = z.infer<typeof publicConfigsSchema>;

/** GET configs/public (futures API). */
export function getPublicConfigs(signal?: AbortSignal): Promise<PublicConfigs> {
  return http.fetch({ base: 'futures', path: 'configs/public', signal }, publicConfigsSchema);
}

export const getPublicConfigsQueryOptions = () =>
  queryOptions({
    queryKey: ['futures', 'configs', 'public'],
    queryFn: ({ signal }) => getPublicConfigs(signal),
    staleTime: 5 * 60_000,
  });

export function usePublicConfigs() {
  return useQuery(getPublicConfigsQueryOptions());
}
