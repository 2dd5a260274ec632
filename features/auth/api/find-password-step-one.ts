import { useMutation } from '@tanstack/react-query';
import { postV2 } from './post-v2';
import {
  identityInputSchema,
  stepTicketSchema,
  type IdentityInput,
  type StepTicket,
} from './schemas';

/** POST user/find/password/new/one: recovery step 1, names the account and sends its code. No toast: the screen shows the outcome. */
export function findPasswordStepOne(input: IdentityInput): Promise<StepTicket> {
  return postV2(
    'user/find/password/new/one',
    { schema: identityInputSchema, value: input },
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
