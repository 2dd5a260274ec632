import { mutationOptions, useMutation } from '@tanstack/react-query';
import { postV2, type V2Body } from './post-v2';

/** POST user/find/password/three (v2 API, json). Password recovery, step 3: sets the new password. Toast: success and errors are shown. */
export function findPasswordStepThree(body: V2Body): Promise<unknown> {
  return postV2('user/find/password/three', body, 'all');
}

export const findPasswordStepThreeMutationOptions = () =>
  mutationOptions({
    mutationKey: ['auth', 'find-password-step-three'],
    mutationFn: findPasswordStepThree,
  });

export function useFindPasswordStepThree() {
  return useMutation(findPasswordStepThreeMutationOptions());
}
