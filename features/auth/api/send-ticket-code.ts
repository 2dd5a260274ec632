import { useMutation } from '@tanstack/react-query';
import type { CodeTicketKind } from '@/lib/contract/wire/user';
import { wireSendCodeInputSchema } from '@/lib/contract/wire/user-schemas';
import { postV2 } from '@/lib/http/post-v2';
import { sentCodeSchema, type SentCode, type StepTicket } from './schemas';

/**
 * POST user/common/gateway/send/sms or user/common/gateway/send/email: sends a login or recovery
 * ticket's code again, by the channel the ticket names. No toast: the screen shows the outcome.
 */
export function sendTicketCode(
  ticket: Pick<StepTicket, 'ticket' | 'factor'>,
  kind: CodeTicketKind,
): Promise<SentCode> {
  return postV2(
    `user/common/gateway/send/${ticket.factor === 'sms' ? 'sms' : 'email'}`,
    { schema: wireSendCodeInputSchema, value: { ticket: ticket.ticket, kind } },
    sentCodeSchema,
    'none',
  );
}

/** Changes nothing cached: the answer is the resend cooldown. */
export function useSendTicketCode(kind: CodeTicketKind) {
  return useMutation({
    mutationKey: ['auth', 'send-ticket-code', kind],
    mutationFn: (ticket: Pick<StepTicket, 'ticket' | 'factor'>) => sendTicketCode(ticket, kind),
  });
}
