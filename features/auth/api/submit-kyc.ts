import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getUserInfoQueryOptions } from '@/features/session';
import type {
  WireKycLevel1Input,
  WireKycLevel2Input,
  WireKycSubmitted,
} from '@/lib/contract/wire/user';
import {
  wireKycLevel1InputSchema,
  wireKycLevel2InputSchema,
  wireKycSubmittedSchema,
} from '@/lib/contract/wire/user-schemas';
import { postV2 } from '@/lib/http/post-v2';

/** Level 1: name, residence, ID number; level 2: one to three document photos as data URLs. */
export type KycInput =
  { level: 1; body: WireKycLevel1Input } | { level: 2; body: WireKycLevel2Input };

/** The submission's review state: the contract's. */
export type KycSubmitted = WireKycSubmitted;

/** POST user/kyc/level1 (name, residence, ID number) or user/kyc/level2 (document photos). */
export function submitKyc(input: KycInput): Promise<KycSubmitted> {
  return input.level === 1
    ? postV2(
        'user/kyc/level1',
        { schema: wireKycLevel1InputSchema, value: input.body },
        wireKycSubmittedSchema,
        'none',
      )
    : postV2(
        'user/kyc/level2',
        { schema: wireKycLevel2InputSchema, value: input.body },
        wireKycSubmittedSchema,
        'none',
      );
}

/** The review states and the verified flags live in the user info: it is read again. */
export function useSubmitKyc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['auth', 'submit-kyc'],
    mutationFn: submitKyc,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getUserInfoQueryOptions().queryKey }),
  });
}
