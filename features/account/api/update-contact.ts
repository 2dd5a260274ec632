import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { postV2 } from './post-v2';
import { invalidateAfterSecurityChange } from './update-password';

const proof = { code: z.string().trim().min(1), stepUpToken: z.string().min(1) };
export const updateContactInputSchema = z.union([
  z.object({ email: z.string().trim().min(1).max(254), ...proof }),
  z.object({ dialCode: z.string().min(1), mobile: z.string().trim().min(1), ...proof }),
]);
export type UpdateContactInput = z.infer<typeof updateContactInputSchema>;
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
