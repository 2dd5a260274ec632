import { queryOptions } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { USER_QUERY_META } from '@/lib/query-client';
import {
  commissionPageSchema,
  inviteePageSchema,
  referralInfoSchema,
  type CommissionPage,
  type InviteePage,
  type ReferralInfo,
} from './schemas';

export const REFERRAL_PAGE_SIZE = 20;

/** GET referral/info: the invite code, its path and the commission totals. */
export function getReferralInfo(signal?: AbortSignal): Promise<ReferralInfo> {
  return http.fetch({ base: 'v2', path: 'referral/info', signal }, referralInfoSchema);
}

export const getReferralInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['referral', 'info'],
    queryFn: ({ signal }) => getReferralInfo(signal),
    meta: USER_QUERY_META,
  });

/** GET referral/invitees: the users who signed up with the code (masked), newest first. */
export function getInvitees(cursor: number | null, signal?: AbortSignal): Promise<InviteePage> {
  return http.fetch(
    {
      base: 'v2',
      path: 'referral/invitees',
      query: { cursor: cursor ?? undefined, limit: REFERRAL_PAGE_SIZE },
      signal,
    },
    inviteePageSchema,
  );
}

export const getInviteesQueryOptions = (cursor: number | null) =>
  queryOptions({
    queryKey: ['referral', 'invitees', cursor],
    queryFn: ({ signal }) => getInvitees(cursor, signal),
    meta: USER_QUERY_META,
  });

/** GET referral/commissions: each commission credited from a referred user's fee. */
export function getCommissions(
  cursor: string | null,
  signal?: AbortSignal,
): Promise<CommissionPage> {
  return http.fetch(
    {
      base: 'v2',
      path: 'referral/commissions',
      query: { cursor: cursor ?? undefined, limit: REFERRAL_PAGE_SIZE },
      signal,
    },
    commissionPageSchema,
  );
}

export const getCommissionsQueryOptions = (cursor: string | null) =>
  queryOptions({
    queryKey: ['referral', 'commissions', cursor],
    queryFn: ({ signal }) => getCommissions(cursor, signal),
    meta: USER_QUERY_META,
  });
