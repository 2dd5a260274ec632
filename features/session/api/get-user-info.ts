import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '@/lib/http';

const status = z.coerce.number().optional();

/** simpleStatus 1 = level-1 verified, superStatus 1 = level-2 verified. */
export const userInfoSchema = z.looseObject({
  simpleStatus: status,
  superStatus: status,
  userName: z.string().nullish(),
  email: z.string().nullish(),
  phone: z.string().nullish(),
});

export type UserInfo = z.infer<typeof userInfoSchema>;

/** POST user/base/info (v2 API). A background load: it shows no toast. */
export function getUserInfo(signal?: AbortSignal): Promise<UserInfo> {
  return http.fetch(
    { base: 'v2', path: 'user/base/info', method: 'POST', json: {}, messages: 'none', signal },
    userInfoSchema,
  );
}

export const getUserInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['session', 'user-info'],
    queryFn: ({ signal }) => getUserInfo(signal),
  });

export function useUserInfoQuery(options: { enabled?: boolean } = {}) {
  return useQuery({ ...getUserInfoQueryOptions(), enabled: options.enabled ?? true });
}
