import { useMutation } from '@tanstack/react-query';
import type { WireSupportTicketOpened } from '@/lib/contract/wire/content';
import { ERROR_CODE } from '@/lib/contract/wire/error-codes';
import { http } from '@/lib/http';
import type { SupportTicketBody } from '../model/support-form';

/** The answer of POST public/support/ticket: the ticket's number (the contract's). */
export type SupportTicketOpened = WireSupportTicketOpened;

/** The server's codes for a refused ticket (server/api/v2-support-routes.ts). */
export const SUPPORT_TICKET_CODES = {
  badParameter: ERROR_CODE.badParameter,
  tooManyRequests: ERROR_CODE.tooManyRequests,
} as const;

/**
 * POST public/support/ticket. A visitor may send it; a logged-in user's session goes with it, so
 * the ticket names the account. No toast from the client: the form words the outcome itself.
 */
export async function openSupportTicket(body: SupportTicketBody): Promise<SupportTicketOpened> {
  // The schemas load with the call, not with the help centre: its first load keeps out the
  // contract's zod. The body is still checked before it leaves (the form checked it first, so a
  // refusal here is a programming error and throws).
  const { wireSupportTicketInputSchema, wireSupportTicketOpenedSchema } =
    await import('@/lib/contract/wire/content-schemas');
  return http.fetch(
    {
      base: 'v2',
      path: 'public/support/ticket',
      method: 'POST',
      json: wireSupportTicketInputSchema.parse(body),
      messages: 'none',
    },
    wireSupportTicketOpenedSchema,
  );
}

/** Nothing cached changes: the number is shown once, in place of the form. */
export function useOpenSupportTicket() {
  return useMutation({ mutationKey: ['support-ticket'], mutationFn: openSupportTicket });
}
