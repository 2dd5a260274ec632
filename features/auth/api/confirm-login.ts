import { mutationOptions, useMutation } from '@tanstack/react-query';
import { postV2, type V2Body } from './post-v2';

/** POST user/login/confirm (v2 API, json). Second login step: confirms with the verification code. Toast: success and errors are shown. */
export function confirmLogin(body: V2Body): Promise<unknown> {
  return postV2('user/login/confirm', body, 'all');
}

export const confirmLoginMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'confirm-login'], mutationFn: confirmLogin });

export function useConfirmLogin() {
  return useMutation(confirmLoginMutationOptions());
}
