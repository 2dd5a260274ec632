import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { postV2 } from './post-v2';

const noInputSchema = z.object({});
const sentSchema = z.object({ retryAfterSeconds: z.number() });
export type SentSecurityCode = z.infer<typeof sentSchema>;

/** Where a logged-in user's codes go: the account's e-mail, else its phone. */
export type CodeChannel = 'email' | 'sms';

/**
 * POST user/common/gateway/send/email or …/sms with no body: a code to the account's own address,
 * the second factor of a sensitive change when no authenticator is bound. No toast: the field
 * shows the outcome.
 */
export function sendSecurityCode(channel: CodeChannel): Promise<SentSecurityCode> {
  return postV2(
    `user/common/gateway/send/${channel}`,
    { schema: noInputSchema, value: {} },
    sentSchema,
    'none',
  );
}

/** Changes nothing cached: the answer is the resend cooldown. */
export function useSendSecurityCode() {
  return useMutation({ mutationKey: ['account', 'send-code'], mutationFn: sendSecurityCode });
}
