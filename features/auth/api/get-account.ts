import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { accountSchema, type Account } from './responses';

/** POST user/base/info read for the account page (KYC and authenticator state). */
export function getAccount(signal?: AbortSignal): Promise<Account> {
  return http.fetch(
    { base: 'v2', path: 'user/base/info', method: 'POST', json: {}, messages: 'none', signal },
    accountSchema,
  );
}

export const getAccountQueryOptions = () =>
  queryOptions({ queryKey: ['auth', 'account'], queryFn: ({ signal }) => getAccount(signal) });

export function useAccount(options: { enabled?: boolean } = {}) {
  return useQuery({ ...getAccountQueryOptions(), enabled: options.enabled ?? true });
}
