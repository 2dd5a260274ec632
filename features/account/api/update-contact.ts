import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { wireWithStepUp } from '@/lib/contract/wire/input-schemas';
import type { WireContactChanged } from '@/lib/contract/wire/user';
import {
  wireContactChangedSchema,
  wireContactUpdateInputSchema,
} from '@/lib/contract/wire/user-schemas';
import { postV2 } from '@/lib/http/post-v2';
import { invalidateAfterSecurityChange } from './update-password';

/** The contract's body (the new address and its code) with the session's step-up. */
export const updateContactInputSchema = wireWithStepUp(wireContactUpdateInputSchema);
export type UpdateContactInput = z.output<typeof updateContactInputSchema>;

/**
 * POST user/contact/update: sets or replaces the account's e-mail or phone with the code sent to
 * the new address, after the step-up. A factor change: the server ends the other sessions and
 * the step-ups, revokes the API keys and blocks withdrawals from a new device for 24 hours.
 */
export function updateContact(input: UpdateContactInput): Promise<WireContactChanged> {
  return postV2(
    'user/contact/update',
    { schema: updateContactInputSchema, value: input },
    wireContactChangedSchema,
    'none',
  );
}

export function useUpdateContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['account', 'contact', 'update'],
    mutationFn: updateContact,
    onSuccess: () => invalidateAfterSecurityChange(queryClient),
  });
}
