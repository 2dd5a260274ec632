import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import * as zm from 'zod/mini';
import { wireContactUpdateInputSchema } from '@/lib/contract/wire/user-schemas';
import { postV2 } from './post-v2';
import { invalidateAfterSecurityChange } from './update-password';

/** The contract's body (the new address and its code) with the session's step-up. */
export const updateContactInputSchema = zm.extend(wireContactUpdateInputSchema, {
  stepUpToken: zm.string().check(zm.minLength(1)),
});
export type UpdateContactInput = zm.output<typeof updateContactInputSchema>;
/** The account's addresses after the change, masked by the server. */
const contactSchema = z.object({ email: z.string().nullable(), phone: z.string().nullable() });

/**
 * POST user/contact/update: sets or replaces the account's e-mail or phone with the code sent to
 * the new address, after the step-up. A factor change: the server ends the other sessions and
 * the step-ups, revokes the API keys and blocks withdrawals from a new device for 24 hours.
 */
export function updateContact(input: UpdateContactInput): Promise<z.infer<typeof contactSchema>> {
  return postV2(
    'user/contact/update',
    { schema: updateContactInputSchema, value: input },
    contactSchema,
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
