import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { ERROR_CODE } from '@/lib/contract/wire/error-codes';
import { SUPPORT_REFERENCE_PATTERN } from '@/lib/contract/support';
import { http } from '@/lib/http';
import type { SupportTicketBody } from '../model/support-form';

/** The answer of POST public/support/ticket: the ticket's number. */
export const supportTicketOpenedSchema = z.object({
  ticketId: z.string().regex(SUPPORT_REFERENCE_PATTERN),
});
export type SupportTicketOpened = z.infer<typeof supportTicketOpenedSchema>;

/** The server's codes for a refused ticket (server/api/v2-support-routes.ts). */
export const SUPPORT_TICKET_CODES = {
  badParameter: ERROR_CODE.badParameter,
  tooManyRequests: ERROR_CODE.tooManyRequests,
} as const;

/**
 * POST public/support/ticket. A visitor may send it; a logged-in user's session goes with it, so
 * the ticket names the account. No toast from the client: the form words the outcome itself.
 */
export function openSupportTicket(body: SupportTicketBody): Promise<SupportTicketOpened> {
  return http.fetch(
    { base: 'v2', path: 'public/support/ticket', method: 'POST', json: body, messages: 'none' },
    supportTicketOpenedSchema,
  );
}

/** Nothing cached changes: the number is shown once, in place of the form. */
export function useOpenSupportTicket() {
  return useMutation({ mutationKey: ['support-ticket'], mutationFn: openSupportTicket });
}
