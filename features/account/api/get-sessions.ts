import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '@/lib/http';
import { USER_QUERY_META } from '@/lib/query-client';

export const sessionSchema = z.object({
  /** The session's public id (neither its token nor a digest of it). */
  id: z.string(),
  createdAt: z.number(),
  lastSeenAt: z.number(),
  ip: z.string().nullable(),
  device: z.string().nullable(),
  language: z.string().nullable(),
  /** The session making this request: this browser. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof sessionSchema>;
const sessionListSchema = z.object({ list: z.array(sessionSchema) });

/** GET user/session/list: the live sessions, this one first, then by last use. */
export function getSessions(signal?: AbortSignal): Promise<AccountSession[]> {
  return http
    .fetch({ base: 'v2', path: 'user/session/list', signal }, sessionListSchema)
    .then((answer) => answer.list);
}

export const getSessionsQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'sessions'],
    queryFn: ({ signal }) => getSessions(signal),
    meta: USER_QUERY_META,
  });

export function useSessions() {
  return useQuery(getSessionsQueryOptions());
}
