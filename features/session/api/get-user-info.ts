import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { http } from '@/lib/http';
import { USER_QUERY_META } from '@/lib/query-client';

export const kycReviewSchema = z.enum(['none', 'pending', 'approved', 'rejected']);
export type KycReview = z.infer<typeof kycReviewSchema>;

/**
 * What user/base/info answers (server/auth/accounts.ts `toUserInfo`). simpleStatus 1 = level-1
 * verified, superStatus 1 = level-2 verified; kycLevel1/2 are the review states behind them.
 */
export const userInfoSchema = z.object({
  userId: z.number(),
  userName: z.nullable(z.string()),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  simpleStatus: z.number(),
  superStatus: z.number(),
  googleBound: z.boolean(),
  residenceCountry: z.nullable(z.string()),
  kycLevel1: kycReviewSchema,
  kycLevel2: kycReviewSchema,
  /** Epoch ms until which withdrawals stay blocked (after a security change), null when not blocked. */
  withdrawBlockedUntil: z.nullable(z.number()),
});

export type UserInfo = z.infer<typeof userInfoSchema>;

/** POST user/base/info (v2 API). A background load: it shows no toast. */
export function getUserInfo(signal?: AbortSignal): Promise<UserInfo> {
  return http.fetch(
    { base: 'v2', path: 'user/base/info', method: 'POST', json: {}, messages: 'none', signal },
    userInfoSchema,
  );
}

/** How often the info is read again while a KYC submission waits for the operator. */
export const KYC_REVIEW_POLL_MS = 5_000;

/** A KYC level is waiting for the operator's review. */
export function isKycUnderReview(info: Pick<UserInfo, 'kycLevel1' | 'kycLevel2'> | undefined) {
  return info?.kycLevel1 === 'pending' || info?.kycLevel2 === 'pending';
}

/**
 * The one query of user/base/info. While a KYC submission is under review it is read again every
 * few seconds (visible tab only) and on window focus: the operator decides outside the app, and
 * the verified flag must follow without logging in again.
 */
export const getUserInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['session', 'user-info'],
    queryFn: ({ signal }) => getUserInfo(signal),
    refetchInterval: (query) => (isKycUnderReview(query.state.data) ? KYC_REVIEW_POLL_MS : false),
    refetchOnWindowFocus: (query) => (isKycUnderReview(query.state.data) ? 'always' : false),
    meta: USER_QUERY_META,
  });

/** The whole query (loading and error states); `enabled` is false for a visitor. */
export function useUserInfoQuery(options: { enabled?: boolean } = {}) {
  return useQuery({ ...getUserInfoQueryOptions(), enabled: options.enabled ?? true });
}
