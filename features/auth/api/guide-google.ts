import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';

/** GET user/login/guideGoogle (v2 API): the authenticator-app guide shown during login. */
export function getGuideGoogle(signal?: AbortSignal): Promise<unknown> {
  return http.fetch({ base: 'v2', path: 'user/login/guideGoogle', signal });
}

export const getGuideGoogleQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'guide-google'],
    queryFn: ({ signal }) => getGuideGoogle(signal),
  });

export function useGuideGoogle(options: { enabled?: boolean } = {}) {
  return useQuery({ ...getGuideGoogleQueryOptions(), enabled: options.enabled ?? true });
}
