import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { getUserInfoQueryOptions, KYC_REVIEWS } from '@/features/session';
import { postV2 } from './post-v2';

/** Level 1: the same rules as the server (server/api/v2-account-routes.ts). */
export const kycLevelOneInputSchema = z.object({
  realName: z.string().trim().min(2).max(100),
  country: z.string().trim().min(2).max(8),
  idNumber: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{4,32}$/),
});
/** Level 2: one to three document photos as data URLs. */
export const kycLevelTwoInputSchema = z.object({ documents: z.array(z.string()).min(1).max(3) });

export type KycInput =
  | { level: 1; body: z.input<typeof kycLevelOneInputSchema> }
  | { level: 2; body: z.input<typeof kycLevelTwoInputSchema> };

// The session's schemas load on demand; the review states are its zod-free list.
const kycSubmittedSchema = z.object({ status: z.enum(KYC_REVIEWS) });
export type KycSubmitted = z.infer<typeof kycSubmittedSchema>;

/** POST user/kyc/level1 (name, residence, ID number) or user/kyc/level2 (document photos). */
export function submitKyc(input: KycInput): Promise<KycSubmitted> {
  return input.level === 1
    ? postV2(
        'user/kyc/level1',
        { schema: kycLevelOneInputSchema, value: input.body },
        kycSubmittedSchema,
        'none',
      )
    : postV2(
        'user/kyc/level2',
        { schema: kycLevelTwoInputSchema, value: input.body },
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
