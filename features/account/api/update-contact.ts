import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  wireContactChangedSchema,
  wireContactUpdateInputSchema,
} from '@/lib/contract/wire/user-schemas';
import { securityChangeCall } from '@/lib/http/security-change-call';
import { invalidateAfterSecurityChange } from './update-password';

/**
 * POST user/contact/update: sets or replaces the account's e-mail or phone with the code sent to
 * the new address, after the step-up. A factor change: the server ends the other sessions and
 * the step-ups, revokes the API keys and blocks withdrawals from a new device for 24 hours.
 */
export const updateContact = securityChangeCall(
  'user/contact/update',
  wireContactUpdateInputSchema,
  wireContactChangedSchema,
);

export function useUpdateContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['account', 'contact', 'update'],
    mutationFn: updateContact,
    onSuccess: () => invalidateAfterSecurityChange(queryClient),
  });
}
