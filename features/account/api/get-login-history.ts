import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '@/lib/http';
import { USER_QUERY_META } from '@/lib/query-client';

export const loginHistoryEntrySchema = z.object({
  id: z.union([z.number(), z.string()]),
  /** Epoch ms. */
  time: z.number(),
  /** A sign-up logs in too. */
  kind: z.enum(['login', 'register']),
  ip: z.string().nullable(),
  /** "Chrome on Windows": the server's reading of the User-Agent. */
  device: z.string().nullable(),
  /** The interface language of the request that logged in (en, ko, ja, zh-hant). */
  language: z.string().nullable(),
  sessionId: z.string().nullable(),
});
export type LoginHistoryEntry = z.infer<typeof loginHistoryEntrySchema>;

export const loginHistoryPageSchema = z.object({
  list: z.array(loginHistoryEntrySchema),
  total: z.number(),
  page: z.number(),
  size: z.number(),
});
export type LoginHistoryPage = z.infer<typeof loginHistoryPageSchema>;

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
