import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { http } from '@/lib/http';

/** One row of public/country/list (server/services/content-queries.ts `listCountries`). */
export const countrySchema = z.object({
  /** ISO 3166-1 alpha-2, or an ISO 3166-2 subdivision code for restricted regions. */
  code: z.string(),
  iso3: z.string(),
  /** "+82" style dial code. */
  dialCode: z.string(),
  /** The name in the request's language. */
  name: z.string(),
  names: z.record(z.string(), z.string()),
  /** Futures are not offered to residents. */
  restricted: z.boolean(),
});
export type Country = z.infer<typeof countrySchema>;

export const countryListSchema = z.array(countrySchema);
export type CountryList = z.infer<typeof countryListSchema>;

/** GET public/country/list (v2 API): dial codes and residence choices, in display order. */
export function getCountryList(signal?: AbortSignal): Promise<CountryList> {
  return http.fetch(
    { base: 'v2', path: 'public/country/list', messages: 'none', signal },
    countryListSchema,
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
