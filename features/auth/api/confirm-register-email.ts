import { mutationOptions, useMutation } from '@tanstack/react-query';
import { postV2, type V2Body } from './post-v2';

/** POST user/register/email/confirmed (v2 API, json). Completes e-mail sign-up. Toast: success and errors are shown. */
export function confirmRegisterEmail(body: V2Body): Promise<unknown> {
  return postV2('user/register/email/confirmed', body, 'all');
}

export const confirmRegisterEmailMutationOptions = () =>
  mutationOptions({
    mutationKey: ['auth', 'confirm-register-email'],
    mutationFn: confirmRegisterEmail,
  });

export function useConfirmRegisterEmail() {
  return useMutation(confirmRegisterEmailMutationOptions());
}
