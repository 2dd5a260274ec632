import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { getUserInfoQueryOptions } from '@/features/session';
import {
  wirePasswordChangedSchema,
  wirePasswordUpdateInputSchema,
} from '@/lib/contract/wire/user-schemas';
import { securityChangeCall } from '@/lib/http/security-change-call';
import { getApiKeysQueryOptions } from './get-api-keys';
import { getSessionsQueryOptions } from './get-sessions';

/**
 * POST user/password/update, after the step-up (which asked for the current password and the
 * second factor): this session stays logged in; the server ends every other one, revokes every
 * API key and blocks withdrawals from a new device for 24 hours. No toast: the screen says it.
 */
export const updatePassword = securityChangeCall(
  'user/password/update',
  wirePasswordUpdateInputSchema,
  wirePasswordChangedSchema,
);

/** What the change ended is read again: the sessions, the API keys, the withdrawal block. */
export function useUpdatePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['account', 'password'],
    mutationFn: updatePassword,
    onSuccess: () => invalidateAfterSecurityChange(queryClient),
  });
}

/** After a password, e-mail or phone change: what the server changed with it. */
export function invalidateAfterSecurityChange(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [getUserInfoQueryOptions(), getSessionsQueryOptions(), getApiKeysQueryOptions()].map(
      (options) => queryClient.invalidateQueries({ queryKey: options.queryKey }),
    ),
  );
}
