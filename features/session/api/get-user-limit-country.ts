import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { http } from '@/lib/http';
import { USER_QUERY_META } from '@/lib/query-client';

/** A visitor may name a country (one picked on a form); a session uses its KYC residence instead. */
export const userLimitCountryInputSchema = z.object({
  country: z.optional(z.string().check(z.regex(/^[A-Za-z]{2}(-[A-Za-z0-9]{1,3})?$/))),
});
export type UserLimitCountryInput = z.infer<typeof userLimitCountryInputSchema>;

/** What user/limit/country answers (server/api/v2-account-routes.ts). */
export const userLimitCountrySchema = z.object({
  /** The country the answer is about, null when none is known. */
  country: z.nullable(z.string()),
  restricted: z.boolean(),
  futuresAllowed: z.boolean(),
  reason: z.nullable(z.literal('restricted-jurisdiction')),
});
export type UserLimitCountry = z.infer<typeof userLimitCountrySchema>;

/** POST user/limit/country (v2 API, json). A background load: it shows no toast. */
export function getUserLimitCountry(
  input: UserLimitCountryInput = {},
  signal?: AbortSignal,
): Promise<UserLimitCountry> {
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
