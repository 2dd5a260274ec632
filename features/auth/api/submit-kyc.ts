import { mutationOptions, useMutation } from '@tanstack/react-query';
import { postV2, type V2Body } from './post-v2';

/** POST user/kyc/level1 (name, residence, ID number) or user/kyc/level2 (document images). */
export function submitKyc(input: { level: 1 | 2; body: V2Body }): Promise<unknown> {
  return postV2(`user/kyc/level${input.level}`, input.body, 'all');
}

export const submitKycMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'submit-kyc'], mutationFn: submitKyc });

export function useSubmitKyc() {
  return useMutation(submitKycMutationOptions());
}
