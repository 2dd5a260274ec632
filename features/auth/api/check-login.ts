import { useMutation } from '@tanstack/react-query';
import { postV2 } from '@/lib/http/post-v2';
import { stepTicketSchema, type StepTicket } from './schemas';
import { ERROR_CODE } from '@/lib/contract/wire/error-codes';
import type { WireLogInCheckInput } from '@/lib/contract/wire/user';
import { wireLogInCheckInputSchema } from '@/lib/contract/wire/user-schemas';

/** The credentials; `sliderToken` is '' until the slider check was asked for and passed. */
export type CheckLoginInput = WireLogInCheckInput;

/** The business code that asks for the slider check before the credentials are checked again. */
export const SLIDER_REQUIRED_CODE = ERROR_CODE.sliderRequired;

/** POST user/login/new/check: first login step, checks the credentials and sends the code. No toast: the screen shows the outcome. */
export function checkLogin(input: CheckLoginInput): Promise<StepTicket> {
  return postV2(
    'user/login/new/check',
    { schema: wireLogInCheckInputSchema, value: input },
    stepTicketSchema,
    'none',
  );
}

/** Changes nothing cached: the answer is the ticket of the code step. */
export function useCheckLogin() {
  return useMutation({ mutationKey: ['auth', 'check-login'], mutationFn: checkLogin });
}
