import { mutationOptions, useMutation } from '@tanstack/react-query';
import { postV2, type V2Body } from './post-v2';

/** POST user/register/email/new/check (v2 API, json). Checks an e-mail for sign-up. Toast: success is silent, errors are shown. */
export function checkRegisterEmail(body: V2Body): Promise<unknown> {
  return postV2('user/register/email/new/check', body, 'errors-only');
}

export const checkRegisterEmailMutationOptions = () =>
  mutationOptions({
    mutationKey: ['auth', 'check-register-email'],
    mutationFn: checkRegisterEmail,
  });

export function useCheckRegisterEmail() {
  return useMutation(checkRegisterEmailMutationOptions());
}
