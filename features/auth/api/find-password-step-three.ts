import { useMutation } from '@tanstack/react-query';
import type { WirePasswordChanged, WirePasswordResetInput } from '@/lib/contract/wire/user';
import {
  wirePasswordChangedSchema,
  wirePasswordResetInputSchema,
} from '@/lib/contract/wire/user-schemas';
import { postV2 } from '@/lib/http/post-v2';

/** `googleCode`: the authenticator's code when step 2 said the account has one, else ''. */
export type ResetPasswordInput = WirePasswordResetInput;

/** POST user/find/password/three: recovery step 3, sets the new password. No toast: the screen shows the outcome. */
export function findPasswordStepThree(input: ResetPasswordInput): Promise<WirePasswordChanged> {
  return postV2(
    'user/find/password/three',
    { schema: wirePasswordResetInputSchema, value: input },
    wirePasswordChangedSchema,
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
