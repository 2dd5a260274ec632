import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http';
import type { WireSentCode } from '@/lib/contract/wire/user';
import { wireEmptyInputSchema, wireSentCodeSchema } from '@/lib/contract/wire/user-schemas';

export const sentCodeSchema = wireSentCodeSchema;
export type SentCode = WireSentCode;

/** Where a logged-in user's codes go: the account's e-mail, else its phone. */
export type CodeChannel = 'email' | 'sms';

/**
 * POST user/common/gateway/send/email or …/sms with no body: a code to the account's own address,
 * the second factor of the step-up when no authenticator is bound. No toast: the field shows the
 * outcome.
 */
export function sendSecurityCode(channel: CodeChannel): Promise<SentCode> {
  return http.fetch(
    {
      base: 'v2',
      path: `user/common/gateway/send/${channel}`,
      method: 'POST',
      json: wireEmptyInputSchema.parse({}),
      messages: 'none',
    },
    sentCodeSchema,
  );
}

/** Changes nothing cached: the answer is the resend cooldown. */
export function useSendSecurityCode() {
  return useMutation({
    mutationKey: ['security-verification', 'send-code'],
    mutationFn: sendSecurityCode,
  });
}
