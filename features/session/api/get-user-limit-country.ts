import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '@/lib/http';

/** Whether the visitor's region is restricted; its fields are not in the spec and are kept as sent. */
export const userLimitCountrySchema = z.preprocess(
  (value) => (value && typeof value === 'object' ? value : { value }),
  z.looseObject({}),
);
export type UserLimitCountry = z.infer<typeof userLimitCountrySchema>;

/** POST user/limit/country (v2 API, json). A background load: it shows no toast. */
export function getUserLimitCountry(signal?: AbortSignal): Promise<UserLimitCountry> {
  return http.fetch(
    { base: 'v2', path: 'user/limit/country', method: 'POST', json: {}, messages: 'none', signal },
    userLimitCountrySchema,
  );
}

export const getUserLimitCountryQueryOptions = () =>
  queryOptions({
    queryKey: ['session', 'limit-country'],
    queryFn: ({ signal }) => getUserLimitCountry(signal),
    staleTime: 60 * 60_000,
  });

export function useUserLimitCountry() {
  return useQuery(getUserLimitCountryQueryOptions());
}
