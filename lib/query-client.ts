import { QueryClient, isServer } from '@tanstack/react-query';
import { isApiError } from './http/errors';
import { onSessionCleared } from './session/session-events';

/**
 * Marks a query as the logged-in user's own data (user info, private configs, balances…): it is
 * removed from the cache when the session ends, so the next person at the screen never sees it.
 * Put it in the query options: `queryOptions({ …, meta: USER_QUERY_META })`.
 */
export const USER_QUERY_META = { scope: 'user' } as const;

export function isUserQuery(query: { meta?: Record<string, unknown> }): boolean {
  return query.meta?.scope === USER_QUERY_META.scope;
}

/** Removes every user query; returns how many were removed. */
export function removeUserQueries(client: QueryClient): number {
  const queries = client.getQueryCache().findAll({ predicate: isUserQuery });
  client.removeQueries({ predicate: isUserQuery });
  return queries.length;
}

/** On logout and forced logout (the session-cleared event), the user's queries go. */
export function removeUserQueriesOnSessionEnd(client: QueryClient): () => void {
  return onSessionCleared(() => {
    void client.cancelQueries({ predicate: isUserQuery });
    removeUserQueries(client);
  });
}

/**
 * React Query's own retry is off for our calls: the http client already retries GET-like calls
 * as the spec says (2 times on 408, 413, 429, 500, 502, 503, 504), and a second layer would
 * multiply them.
 */
export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) => !isApiError(error) && failureCount < 1,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

let browserQueryClient: QueryClient | undefined;

/** One QueryClient for the browser; a new one per call on the server (one per request). */
export function getQueryClient(): QueryClient {
  if (isServer) return makeQueryClient();
  if (!browserQueryClient) {
    browserQueryClient = makeQueryClient();
    removeUserQueriesOnSessionEnd(browserQueryClient);
  }
  return browserQueryClient;
}
