import { queryOptions } from '@tanstack/react-query';
import { http } from '@/lib/http';
import type { PublicConfigs } from './schemas';

export type { ContractTradingConfig, PublicConfigs } from './schemas';

/** GET configs/public (futures API). */
export function getPublicConfigs(signal?: AbortSignal): Promise<PublicConfigs> {
  // The schema loads with the request, not with the page: zod stays out of the first load.
  return http.fetch({ base: 'futures', path: 'configs/public', signal }, () =>
    import('./schemas').then((schemas) => schemas.publicConfigsSchema),
  );
}

export const getPublicConfigsQueryOptions = () =>
  queryOptions({
    queryKey: ['futures', 'configs', 'public'],
    queryFn: ({ signal }) => getPublicConfigs(signal),
    staleTime: 5 * 60_000,
  });
