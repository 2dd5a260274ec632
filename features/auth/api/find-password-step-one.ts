import { mutationOptions, useMutation } from '@tanstack/react-query';
import { postV2, type V2Body } from './post-v2';

/** POST user/find/password/new/one (v2 API, json). Password recovery, step 1: identifies the account. Toast: success is silent, errors are shown. */
export function findPasswordStepOne(body: V2Body): Promise<unknown> {
  return postV2('user/find/password/new/one', body, 'errors-only');
}

export const findPasswordStepOneMutationOptions = () =>
  mutationOptions({
    mutationKey: ['auth', 'find-password-step-one'],
    mutationFn: findPasswordStepOne,
  });

export function useFindPasswordStepOne() {
  return useMutation(findPasswordStepOneMutationOptions());
}
