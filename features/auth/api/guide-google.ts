import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { USER_QUERY_META } from '@/lib/query-client';
import type { WireAuthenticatorGuide } from '@/lib/contract/wire/user';
import { wireAuthenticatorGuideSchema } from '@/lib/contract/wire/user-schemas';

/** A new authenticator secret with its link and QR code: the contract's. */
export type Guide = WireAuthenticatorGuide;

/**
 * GET user/login/guideGoogle: a new authenticator-app secret and its QR code. Every call makes a
 * new one, and only the last one can be bound.
 */
export function getGuideGoogle(signal?: AbortSignal): Promise<Guide> {
  return http.fetch(
    { base: 'v2', path: 'user/login/guideGoogle', signal },
    wireAuthenticatorGuideSchema,
  );
}

export const getGuideGoogleQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'guide-google'],
    queryFn: ({ signal }) => getGuideGoogle(signal),
    // Never read again while shown (a new secret would replace the one the user scanned), and
    // dropped once the guide closes: the next guide starts from a new secret.
    staleTime: Infinity,
    gcTime: 0,
    // The authenticator secret is the user's own: it goes when the session ends.
    meta: USER_QUERY_META,
  });

export function useGuideGoogle(options: { enabled?: boolean } = {}) {
  return useQuery({ ...getGuideGoogleQueryOptions(), enabled: options.enabled ?? true });
}
