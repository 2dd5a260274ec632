import { mutationOptions, useMutation } from '@tanstack/react-query';
import { postV2, type V2Body } from './post-v2';

/** POST user/find/strategy/validCode (v2 API, json). Password recovery, step 2: checks the verification code. Toast: success is silent, errors are shown. */
export function validateRecoveryCode(body: V2Body): Promise<unknown> {
  return postV2('user/find/strategy/validCode', body, 'errors-only');
}

export const validateRecoveryCodeMutationOptions = () =>
  mutationOptions({
    mutationKey: ['auth', 'validate-recovery-code'],
    mutationFn: validateRecoveryCode,
  });

export function useValidateRecoveryCode() {
  return useMutation(validateRecoveryCodeMutationOptions());
}
