import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '@/lib/http';

/** Dial codes and residence choices for the forms (the market feature has its own loose reader). */
export const authCountrySchema = z.object({
  code: z.string(),
  dialCode: z.string(),
  name: z.string(),
  restricted: z.boolean(),
});
export type AuthCountry = z.infer<typeof authCountrySchema>;

export function getAuthCountries(signal?: AbortSignal): Promise<AuthCountry[]> {
  return http.fetch(
    { base: 'v2', path: 'public/country/list', signal, messages: 'none' },
    z.array(authCountrySchema),
  );
}

export const getAuthCountriesQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'countries'],
    queryFn: ({ signal }) => getAuthCountries(signal),
    staleTime: 60 * 60_000,
  });

export function useAuthCountries() {
  return useQuery(getAuthCountriesQueryOptions());
}
