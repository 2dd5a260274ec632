import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { postV2 } from './post-v2';

export const resetPasswordInputSchema = z.object({
  resetTicket: z.string().min(1),
  password: z.string().min(1),
  /** The authenticator's code, when step 2 said the account has one. */
  googleCode: z.string().optional(),
});
export type ResetPasswordInput = z.infer<typeof resetPasswordInputSchema>;
const changedSchema = z.object({ changed: z.boolean() });

/** POST user/find/password/three: recovery step 3, sets the new password. No toast: the screen shows the outcome. */
export function findPasswordStepThree(
  input: ResetPasswordInput,
): Promise<z.infer<typeof changedSchema>> {
  return postV2(
    'user/find/password/three',
    { schema: resetPasswordInputSchema, value: input },
    changedSchema,
    'none',
  );
}

/** Changes nothing cached: the visitor is not logged in, and logs in afterwards. */
export function useFindPasswordStepThree() {
  return useMutation({
    mutationKey: ['auth', 'find-password-step-three'],
    mutationFn: findPasswordStepThree,
  });
}
