import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getUserInfoQueryOptions } from '@/features/session';
import {
  wireAntiPhishingChangedSchema,
  wireAntiPhishingInputSchema,
} from '@/lib/contract/wire/security-schemas';
import { securityChangeCall } from '@/lib/http/security-change-call';

/**
 * POST user/antiPhishing/update: sets or changes the code, after the step-up (a new code is a
 * security change). No toast: the form shows a refusal.
 */
export const updateAntiPhishing = securityChangeCall(
  'user/antiPhishing/update',
  wireAntiPhishingInputSchema,
  wireAntiPhishingChangedSchema,
);

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
