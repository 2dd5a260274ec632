import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '@/lib/http';

const status = z.coerce.number().optional();
const review = z.enum(['none', 'pending', 'approved', 'rejected']).optional();

/** simpleStatus 1 = level-1 verified, superStatus 1 = level-2 verified. */
export const userInfoSchema = z.looseObject({
  simpleStatus: status,
  superStatus: status,
  /** The bundled server's KYC review state per level (`pending` while the operator decides). */
  kycLevel1: review,
  kycLevel2: review,
  userName: z.string().nullish(),
  email: z.string().nullish(),
  phone: z.string().nullish(),
});

export type UserInfo = z.infer<typeof userInfoSchema>;

/** POST user/base/info (v2 API). A background load: it shows no toast. */
export function getUserInfo(signal?: AbortSignal): Promise<UserInfo> {
  return http.fetch(
    { base: 'v2', path: 'user/base/info', method: 'POST', json: {}, messages: 'none', signal },
    userInfoSchema,
  );
}

const underReview = (info: UserInfo | undefined) =>
  info?.kycLevel1 === 'pending' || info?.kycLevel2 === 'pending';

/**
 * While a KYC submission is under review the info is read again every few seconds (visible tab
 * only) and on window focus: the operator decides outside the app, and the session's verified
 * flag must follow without logging in again.
 */
export const getUserInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['session', 'user-info'],
    queryFn: ({ signal }) => getUserInfo(signal),
    refetchInterval: (query) => (underReview(query.state.data) ? 5_000 : false),
    refetchOnWindowFocus: (query) => (underReview(query.state.data) ? 'always' : false),
  });

export function useUserInfoQuery(options: { enabled?: boolean } = {}) {
  return useQuery({ ...getUserInfoQueryOptions(), enabled: options.enabled ?? true });
}
