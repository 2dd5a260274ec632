import { mutationOptions, useMutation } from '@tanstack/react-query';
import { postV2, type V2Body } from './post-v2';

/** POST user/register/mobile/new/check (v2 API, json). Checks a mobile number for sign-up. Toast: success is silent, errors are shown. */
export function checkRegisterMobile(body: V2Body): Promise<unknown> {
  return postV2('user/register/mobile/new/check', body, 'errors-only');
}

export const checkRegisterMobileMutationOptions = () =>
  mutationOptions({
    mutationKey: ['auth', 'check-register-mobile'],
    mutationFn: checkRegisterMobile,
  });

export function useCheckRegisterMobile() {
  return useMutation(checkRegisterMobileMutationOptions());
}
