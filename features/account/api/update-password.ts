import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { wireWithStepUp } from '@/lib/contract/wire/input-schemas';
import { getUserInfoQueryOptions } from '@/features/session';
import type { WirePasswordChanged } from '@/lib/contract/wire/user';
import {
  wirePasswordChangedSchema,
  wirePasswordUpdateInputSchema,
} from '@/lib/contract/wire/user-schemas';
import { getApiKeysQueryOptions } from './get-api-keys';
import { getSessionsQueryOptions } from './get-sessions';
import { postV2 } from '@/lib/http/post-v2';

/**
 * The contract's body with the session's step-up (which asked for the current password and the
 * second factor).
 */
export const updatePasswordInputSchema = wireWithStepUp(wirePasswordUpdateInputSchema);
export type UpdatePasswordInput = z.output<typeof updatePasswordInputSchema>;

/**
 * POST user/password/update: this session stays logged in; the server ends every other one,
 * revokes every API key and blocks withdrawals from a new device for 24 hours. No toast: the
 * screen says it.
 */
export function updatePassword(input: UpdatePasswordInput): Promise<WirePasswordChanged> {
  return postV2(
    'user/password/update',
    { schema: updatePasswordInputSchema, value: input },
    wirePasswordChangedSchema,
    'none',
  );
}

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
export function invalidateAfterSecurityChange(
  queryClient: ReturnType<typeof useQueryClient>,
): Promise<unknown> {
  return Promise.all(
    [getUserInfoQueryOptions(), getSessionsQueryOptions(), getApiKeysQueryOptions()].map(
      (options) => queryClient.invalidateQueries({ queryKey: options.queryKey }),
    ),
  );
}
