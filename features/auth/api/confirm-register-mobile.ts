import { mutationOptions, useMutation } from '@tanstack/react-query';
import { postV2, type V2Body } from './post-v2';

/** POST user/register/mobile/confirmed (v2 API, json). Completes mobile sign-up. Toast: success and errors are shown. */
export function confirmRegisterMobile(body: V2Body): Promise<unknown> {
  return postV2('user/register/mobile/confirmed', body, 'all');
}

export const confirmRegisterMobileMutationOptions = () =>
  mutationOptions({
    mutationKey: ['auth', 'confirm-register-mobile'],
    mutationFn: confirmRegisterMobile,
  });

export function useConfirmRegisterMobile() {
  return useMutation(confirmRegisterMobileMutationOptions());
}
