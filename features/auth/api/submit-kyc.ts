import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { getUserInfoQueryOptions, KYC_REVIEWS } from '@/features/session';
import type { WireKycLevel1Input, WireKycLevel2Input } from '@/lib/contract/wire/user';
import {
  wireKycLevel1InputSchema,
  wireKycLevel2InputSchema,
} from '@/lib/contract/wire/user-schemas';
import { postV2 } from './post-v2';

/** Level 1: name, residence, ID number; level 2: one to three document photos as data URLs. */
export type KycInput =
  { level: 1; body: WireKycLevel1Input } | { level: 2; body: WireKycLevel2Input };

// The session's schemas load on demand; the review states are its zod-free list.
const kycSubmittedSchema = z.object({ status: z.enum(KYC_REVIEWS) });
export type KycSubmitted = z.infer<typeof kycSubmittedSchema>;

/** POST user/kyc/level1 (name, residence, ID number) or user/kyc/level2 (document photos). */
export function submitKyc(input: KycInput): Promise<KycSubmitted> {
  return input.level === 1
    ? postV2(
        'user/kyc/level1',
        { schema: wireKycLevel1InputSchema, value: input.body },
        kycSubmittedSchema,
        'none',
      )
    : postV2(
        'user/kyc/level2',
        { schema: wireKycLevel2InputSchema, value: input.body },
        kycSubmittedSchema,
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
