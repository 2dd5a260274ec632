import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import * as zm from 'zod/mini';
import { getUserInfoQueryOptions } from '@/features/session';
import { wireAntiPhishingInputSchema } from '@/lib/contract/wire/security-schemas';
import { postV2 } from './post-v2';

/** The contract's body with the session's step-up (a new code is a security change). */
export const updateAntiPhishingInputSchema = zm.extend(wireAntiPhishingInputSchema, {
  stepUpToken: zm.string().check(zm.minLength(1)),
});
export type UpdateAntiPhishingInput = zm.output<typeof updateAntiPhishingInputSchema>;
const antiPhishingSchema = z.object({ antiPhishingCode: z.string() });

/**
 * POST user/antiPhishing/update: sets or changes the code (after the step-up). No toast: the form
 * shows a refusal.
 */
export function updateAntiPhishing(
  input: UpdateAntiPhishingInput,
): Promise<z.infer<typeof antiPhishingSchema>> {
  return postV2(
    'user/antiPhishing/update',
    { schema: updateAntiPhishingInputSchema, value: input },
    antiPhishingSchema,
    'none',
  );
}

/** The code lives in the user info: it is read again. */
export function useUpdateAntiPhishing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['account', 'anti-phishing'],
    mutationFn: updateAntiPhishing,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getUserInfoQueryOptions().queryKey }),
  });
}
