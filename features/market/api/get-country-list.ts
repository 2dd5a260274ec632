import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '@/lib/http';

/** Field names of a country are not in the spec; rows are kept as sent. */
export const countryListSchema = z.preprocess((value) => value ?? [], z.array(z.looseObject({})));
export type CountryList = z.infer<typeof countryListSchema>;

/** GET public/country/list (v2 API). */
export function getCountryList(signal?: AbortSignal): Promise<CountryList> {
  return http.fetch({ base: 'v2', path: 'public/country/list', signal }, countryListSchema);
}

export const getCountryListQueryOptions = () =>
  queryOptions({
    queryKey: ['market', 'countries'],
    queryFn: ({ signal }) => getCountryList(signal),
    staleTime: 60 * 60_000,
  });

export function useCountryList() {
  return useQuery(getCountryListQueryOptions());
}
