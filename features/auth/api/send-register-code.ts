import { useMutation } from '@tanstack/react-query';
import { postV2 } from './post-v2';
import {
  emailInputSchema,
  mobileInputSchema,
  sentCodeSchema,
  type IdentityInput,
  type SentCode,
} from './schemas';

/**
 * POST user/register/gateway/sendEmail or user/register/gateway/sendSms: the sign-up code, to the
 * e-mail or the mobile number being registered. No toast: the screen shows the outcome.
 */
export function sendRegisterCode(input: IdentityInput): Promise<SentCode> {
  return 'email' in input
    ? postV2(
        'user/register/gateway/sendEmail',
        { schema: emailInputSchema, value: input },
        sentCodeSchema,
        'none',
      )
    : postV2(
        'user/register/gateway/sendSms',
        { schema: mobileInputSchema, value: input },
        sentCodeSchema,
        'none',
      );
}

/** Changes nothing cached: the answer is the resend cooldown. */
export function useSendRegisterCode() {
  return useMutation({ mutationKey: ['auth', 'send-register-code'], mutationFn: sendRegisterCode });
}
