import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '@/lib/http';

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
  });

export function useGuideGoogle(options: { enabled?: boolean } = {}) {
  return useQuery({ ...getGuideGoogleQueryOptions(), enabled: options.enabled ?? true });
}
