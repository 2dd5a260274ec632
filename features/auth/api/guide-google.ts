import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '@/lib/http';
import { USER_QUERY_META } from '@/lib/query-client';

export const guideSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  qrCode: z.string(),
  bound: z.boolean(),
});
export type Guide = z.infer<typeof guideSchema>;

/** GET user/login/guideGoogle: the authenticator-app secret and its QR code. */
export function getGuideGoogle(signal?: AbortSignal): Promise<Guide> {
  return http.fetch({ base: 'v2', path: 'user/login/guideGoogle', signal }, guideSchema);
}

export const getGuideGoogleQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'guide-google'],
    queryFn: ({ signal }) => getGuideGoogle(signal),
    // The authenticator secret is the user's own: it goes when the session ends.
    meta: USER_QUERY_META,
  });

export function useGuideGoogle(options: { enabled?: boolean } = {}) {
  return useQuery({ ...getGuideGoogleQueryOptions(), enabled: options.enabled ?? true });
}
