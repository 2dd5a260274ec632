import { useMutation } from '@tanstack/react-query';
import type { WireResetTicket, WireTicketCodeInput } from '@/lib/contract/wire/user';
import { wireResetTicketSchema, wireTicketCodeInputSchema } from '@/lib/contract/wire/user-schemas';
import { postV2 } from '@/lib/http/post-v2';

/**
 * `authenticatorRequired`: the account has an authenticator, whose code step 3 takes with the new
 * password (the contract's answer).
 */
export type ResetTicket = WireResetTicket;

/** POST user/find/strategy/validCode: recovery step 2, the code for the ticket. No toast: the screen shows the outcome. */
export function validateRecoveryCode(input: WireTicketCodeInput): Promise<ResetTicket> {
  return postV2(
    'user/find/strategy/validCode',
    { schema: wireTicketCodeInputSchema, value: input },
    wireResetTicketSchema,
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
