import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { postV2 } from './post-v2';

export const updatePasswordInputSchema = z.object({
  oldPassword: z.string().min(1),
  newPassword: z.string().min(1),
  /** The authenticator's code when one is bound, else the code sent to the account's address. */
  code: z.string().min(1),
});
export type UpdatePasswordInput = z.infer<typeof updatePasswordInputSchema>;
const changedSchema = z.object({ changed: z.boolean() });

/**
 * POST user/password/update: the server revokes every session of the user (this one too) and
 * blocks withdrawals from a new device for 24 hours. No toast: the form shows a refusal.
 */
export function updatePassword(input: UpdatePasswordInput): Promise<z.infer<typeof changedSchema>> {
  return postV2(
    'user/password/update',
    { schema: updatePasswordInputSchema, value: input },
    changedSchema,
    'none',
  );
}

/** Nothing to read again: the session has ended, and the screen logs out. */
export function useUpdatePassword() {
  return useMutation({ mutationKey: ['account', 'password'], mutationFn: updatePassword });
}
