import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { USER_QUERY_META } from '@/lib/query-client';
import type { WireLoginEntry, WireLoginHistoryPage } from '@/lib/contract/wire/security';
import {
  wireLoginEntrySchema,
  wireLoginHistoryPageSchema,
} from '@/lib/contract/wire/security-schemas';

/** The log-in history: the contract's (lib/contract/wire/security-schemas). */
export const loginHistoryEntrySchema = wireLoginEntrySchema;
export type LoginHistoryEntry = WireLoginEntry;
export const loginHistoryPageSchema = wireLoginHistoryPageSchema;
export type LoginHistoryPage = WireLoginHistoryPage;

/** Rows per page of the account page's history (the server keeps the newest 100). */
export const LOGIN_HISTORY_PAGE_SIZE = 10;

/** GET user/login/history: the user's log-ins and sign-up, newest first. */
export function getLoginHistory(
  page: number,
  size: number,
  signal?: AbortSignal,
): Promise<LoginHistoryPage> {
  return http.fetch(
    { base: 'v2', path: 'user/login/history', query: { page, size }, signal },
    loginHistoryPageSchema,
  );
}

export const getLoginHistoryQueryOptions = (page: number, size = LOGIN_HISTORY_PAGE_SIZE) =>
  queryOptions({
    queryKey: ['account', 'login-history', page, size],
    queryFn: ({ signal }) => getLoginHistory(page, size, signal),
    meta: USER_QUERY_META,
  });

/** One page; the previous page stays on screen while the next one loads. */
export function useLoginHistory(page: number) {
  return useQuery({ ...getLoginHistoryQueryOptions(page), placeholderData: keepPreviousData });
}
