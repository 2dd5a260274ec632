import { sentCodeSchema, type StepTicket } from './responses';
import { sendEmailCode } from './send-email-code';
import { sendSmsCode } from './send-sms-code';

/**
 * Sends a step ticket's code again, by SMS or e-mail as the ticket says (the code steps of log-in
 * and password recovery). Resolves to the seconds before the next resend.
 */
export async function resendTicketCode(
  ticket: StepTicket,
  kind: 'login' | 'recover',
): Promise<number> {
  const send = ticket.factor === 'sms' ? sendSmsCode : sendEmailCode;
  return sentCodeSchema.parse(await send({ ticket: ticket.ticket, kind })).retryAfterSeconds;
}
