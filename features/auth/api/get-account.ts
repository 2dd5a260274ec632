import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { accountSchema, type Account } from './responses';

/** How often a page showing a KYC submission under review asks whether the operator decided. */
export const KYC_REVIEW_POLL_MS = 5_000;

/** POST user/base/info read for the account page (KYC and authenticator state). */
export function getAccount(signal?: AbortSignal): Promise<Account> {
  return http.fetch(
    { base: 'v2', path: 'user/base/info', method: 'POST', json: {}, messages: 'none', signal },
    accountSchema,
  );
}

/** A KYC level is waiting for the operator's review. */
export function isKycUnderReview(account: Account | undefined): boolean {
  return account?.kycLevel1 === 'pending' || account?.kycLevel2 === 'pending';
}

/**
 * The operator approves or rejects on the server, outside this page: while a submission is under
 * review the account is read again every few seconds (only while the tab is visible) and whenever
 * the window regains focus, so the decision shows without reloading or logging in again.
 */
export const getAccountQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'account'],
    queryFn: ({ signal }) => getAccount(signal),
    refetchInterval: (query) => (isKycUnderReview(query.state.data) ? KYC_REVIEW_POLL_MS : false),
    refetchOnWindowFocus: (query) => (isKycUnderReview(query.state.data) ? 'always' : false),
  });

export function useAccount(options: { enabled?: boolean } = {}) {
  return useQuery({ ...getAccountQueryOptions(), enabled: options.enabled ?? true });
}
