import { mutationOptions, useMutation } from '@tanstack/react-query';
import { postV2, type V2Body } from './post-v2';

/** POST user/login/new/check (v2 API, json). First login step: checks the credentials. Toast: success is silent, errors are shown. */
export function checkLogin(body: V2Body): Promise<unknown> {
  return postV2('user/login/new/check', body, 'errors-only');
}

export const checkLoginMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'check-login'], mutationFn: checkLogin });

export function useCheckLogin() {
  return useMutation(checkLoginMutationOptions());
}
