import { useMutation } from '@tanstack/react-query';
import { postV2 } from '@/lib/http/post-v2';
import { stepTicketSchema, type StepTicket } from './schemas';
import type { WireIdentityInput } from '@/lib/contract/wire/user';
import { wireIdentityInputSchema } from '@/lib/contract/wire/user-schemas';

/** POST user/find/password/new/one: recovery step 1, names the account and sends its code. No toast: the screen shows the outcome. */
export function findPasswordStepOne(input: WireIdentityInput): Promise<StepTicket> {
  return postV2(
    'user/find/password/new/one',
    { schema: wireIdentityInputSchema, value: input },
    stepTicketSchema,
    'none',
  );
}

/** Changes nothing cached: the answer is the ticket of the code step. */
export function useFindPasswordStepOne() {
  return useMutation({
    mutationKey: ['auth', 'find-password-step-one'],
    mutationFn: findPasswordStepOne,
  });
}
