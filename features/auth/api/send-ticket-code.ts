import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { postV2 } from './post-v2';
import { sentCodeSchema, type SentCode, type StepTicket } from './schemas';

export const sendTicketCodeInputSchema = z.object({
  ticket: z.string().min(1),
  kind: z.enum(['login', 'recover']),
});
export type SendTicketCodeInput = z.infer<typeof sendTicketCodeInputSchema>;

/**
 * POST user/common/gateway/send/sms or user/common/gateway/send/email: sends a login or recovery
 * ticket's code again, by the channel the ticket names. No toast: the screen shows the outcome.
 */
export function sendTicketCode(
  ticket: Pick<StepTicket, 'ticket' | 'factor'>,
  kind: SendTicketCodeInput['kind'],
): Promise<SentCode> {
  return postV2(
    `user/common/gateway/send/${ticket.factor === 'sms' ? 'sms' : 'email'}`,
    { schema: sendTicketCodeInputSchema, value: { ticket: ticket.ticket, kind } },
    sentCodeSchema,
    'none',
  );
}

/** Changes nothing cached: the answer is the resend cooldown. */
export function useSendTicketCode(kind: SendTicketCodeInput['kind']) {
  return useMutation({
    mutationKey: ['auth', 'send-ticket-code', kind],
    mutationFn: (ticket: Pick<StepTicket, 'ticket' | 'factor'>) => sendTicketCode(ticket, kind),
  });
}
