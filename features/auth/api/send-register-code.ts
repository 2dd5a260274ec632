import { useMutation } from '@tanstack/react-query';
import { postV2 } from '@/lib/http/post-v2';
import { sentCodeSchema, type IdentityInput, type SentCode } from './schemas';
import { wireEmailInputSchema, wireMobileInputSchema } from '@/lib/contract/wire/user-schemas';

/**
 * POST user/register/gateway/sendEmail or user/register/gateway/sendSms: the sign-up code, to the
 * e-mail or the mobile number being registered. No toast: the screen shows the outcome.
 */
export function sendRegisterCode(input: IdentityInput): Promise<SentCode> {
  return 'email' in input
    ? postV2(
        'user/register/gateway/sendEmail',
        { schema: wireEmailInputSchema, value: input },
        sentCodeSchema,
        'none',
      )
    : postV2(
        'user/register/gateway/sendSms',
        { schema: wireMobileInputSchema, value: input },
        sentCodeSchema,
        'none',
      );
}

/** Changes nothing cached: the answer is the resend cooldown. */
export function useSendRegisterCode() {
  return useMutation({ mutationKey: ['auth', 'send-register-code'], mutationFn: sendRegisterCode });
}
