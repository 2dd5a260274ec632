import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { USER_QUERY_META } from '@/lib/query-client';
import type { UserLimitCountry, UserLimitCountryInput } from './schemas';

export type { UserLimitCountry, UserLimitCountryInput } from './schemas';

/** POST user/limit/country (v2 API, json). A background load: it shows no toast. */
export async function getUserLimitCountry(
  input: UserLimitCountryInput = {},
  signal?: AbortSignal,
): Promise<UserLimitCountry> {
  // The schemas load with the request, not with the page: zod stays out of the first load. The
  // body is checked before it leaves.
  const { userLimitCountryInputSchema, userLimitCountrySchema } = await import('./schemas');
  return http.fetch(
    {
      base: 'v2',
      path: 'user/limit/country',
      method: 'POST',
      json: userLimitCountryInputSchema.parse(input),
      messages: 'none',
      signal,
    },
    userLimitCountrySchema,
  );
}

/** The answer depends on the session's residence, so it goes with the session. */
export const getUserLimitCountryQueryOptions = (input: UserLimitCountryInput = {}) =>
  queryOptions({
    queryKey: ['session', 'limit-country', input.country ?? null],
    queryFn: ({ signal }) => getUserLimitCountry(input, signal),
    staleTime: 60 * 60_000,
    meta: USER_QUERY_META,
  });

export function useUserLimitCountry(input: UserLimitCountryInput = {}) {
  return useQuery(getUserLimitCountryQueryOptions(input));
}
