import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '@/lib/http';

/**
 * The user's futures configuration ("private data"). Its fields are not in the spec except that
 * it is where a logged-in user's favourite contracts come from: read from `favorites` (or
 * `favoriteContractIds`) when present as a list of contract ids.
 */
export const privateConfigsSchema = z.preprocess(
  (value) => value ?? {},
  z
    .looseObject({
      favorites: z.array(z.coerce.number()).optional(),
      favoriteContractIds: z.array(z.coerce.number()).optional(),
    })
    .transform((configs) => ({
      ...configs,
      favoriteIds: configs.favorites ?? configs.favoriteContractIds ?? null,
    })),
);
export type PrivateConfigs = z.infer<typeof privateConfigsSchema>;

/** GET configs/private (futures API; needs the session token). */
export function getPrivateConfigs(signal?: AbortSignal): Promise<PrivateConfigs> {
  return http.fetch({ base: 'futures', path: 'configs/private', signal }, privateConfigsSchema);
}

export const getPrivateConfigsQueryOptions = () =>
  queryOptions({
    queryKey: ['futures', 'configs', 'private'],
    queryFn: ({ signal }) => getPrivateConfigs(signal),
  });

export function usePrivateConfigs(options: { enabled?: boolean } = {}) {
  return useQuery({ ...getPrivateConfigsQueryOptions(), enabled: options.enabled ?? true });
}
