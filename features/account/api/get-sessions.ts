import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { USER_QUERY_META } from '@/lib/query-client';
import type { WireSession } from '@/lib/contract/wire/security';
import { wireSessionListSchema, wireSessionSchema } from '@/lib/contract/wire/security-schemas';

/** A live session: the contract's (lib/contract/wire/security-schemas). */
export const sessionSchema = wireSessionSchema;
export type AccountSession = WireSession;
const sessionListSchema = wireSessionListSchema;

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
