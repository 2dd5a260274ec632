import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';
import type { CountryList } from './schemas';

/** GET public/country/list (v2 API): dial codes and residence choices, in display order. */
export function getCountryList(signal?: AbortSignal): Promise<CountryList> {
  // The schema loads with the request, not with the page: zod stays out of the first load.
  return http.fetch({ base: 'v2', path: 'public/country/list', messages: 'none', signal }, () =>
    import('./schemas').then((schemas) => schemas.countryListSchema),
  );
}

/** The one country query of the app (forms, residence pickers, dial codes). */
export const getCountryListQueryOptions = () =>
  queryOptions({
    queryKey: ['market', 'countries'],
    queryFn: ({ signal }) => getCountryList(signal),
    staleTime: 60 * 60_000,
  });

export function useCountryList() {
  return useQuery(getCountryListQueryOptions());
}
