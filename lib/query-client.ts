import { QueryClient, isServer } from '@tanstack/react-query';
import { isApiError } from './http/errors';

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
  browserQueryClient ??= makeQueryClient();
  return browserQueryClient;
}
