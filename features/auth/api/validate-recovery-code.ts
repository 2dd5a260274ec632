import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { postV2 } from './post-v2';
import type { WireTicketCodeInput } from '@/lib/contract/wire/user';
import { wireTicketCodeInputSchema } from '@/lib/contract/wire/user-schemas';

/**
 * `authenticatorRequired`: the account has an authenticator, whose code step 3 takes with the new
 * password (the e-mail or SMS code alone does not reset a password protected by an app).
 */
const resetTicketSchema = z.object({
  resetTicket: z.string(),
  authenticatorRequired: z.boolean().default(false),
});
export type ResetTicket = z.infer<typeof resetTicketSchema>;

/** POST user/find/strategy/validCode: recovery step 2, the code for the ticket. No toast: the screen shows the outcome. */
export function validateRecoveryCode(input: WireTicketCodeInput): Promise<ResetTicket> {
  return postV2(
    'user/find/strategy/validCode',
    { schema: wireTicketCodeInputSchema, value: input },
    resetTicketSchema,
    'none',
  );
}

/** Changes nothing cached: the answer lets step 3 set the password. */
export function useValidateRecoveryCode() {
  return useMutation({
    mutationKey: ['auth', 'validate-recovery-code'],
    mutationFn: validateRecoveryCode,
  });
}
