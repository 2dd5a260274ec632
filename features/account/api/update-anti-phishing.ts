import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { wireWithStepUp } from '@/lib/contract/wire/input-schemas';
import { getUserInfoQueryOptions } from '@/features/session';
import type { WireAntiPhishingChanged } from '@/lib/contract/wire/security';
import {
  wireAntiPhishingChangedSchema,
  wireAntiPhishingInputSchema,
} from '@/lib/contract/wire/security-schemas';
import { postV2 } from '@/lib/http/post-v2';

/** The contract's body with the session's step-up (a new code is a security change). */
export const updateAntiPhishingInputSchema = wireWithStepUp(wireAntiPhishingInputSchema);
export type UpdateAntiPhishingInput = z.output<typeof updateAntiPhishingInputSchema>;

/**
 * POST user/antiPhishing/update: sets or changes the code (after the step-up). No toast: the form
 * shows a refusal.
 */
export function updateAntiPhishing(
  input: UpdateAntiPhishingInput,
): Promise<WireAntiPhishingChanged> {
  return postV2(
    'user/antiPhishing/update',
    { schema: updateAntiPhishingInputSchema, value: input },
    wireAntiPhishingChangedSchema,
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
