import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { USER_QUERY_META } from '@/lib/query-client';
import type { UserInfo } from './schemas';

export type { KycReview, UserInfo } from './schemas';

/** POST user/base/info (v2 API). A background load: it shows no toast. */
export function getUserInfo(signal?: AbortSignal): Promise<UserInfo> {
  return http.fetch(
    { base: 'v2', path: 'user/base/info', method: 'POST', json: {}, messages: 'none', signal },
    // The schema loads with the request, not with the page: zod stays out of the first load.
    () => import('./schemas').then((schemas) => schemas.userInfoSchema),
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
