import type { FastifyInstance } from 'fastify';
import type { AuthModule } from '../auth';
import { wireSupportTicketInputSchema } from '../../lib/contract/wire/content-schemas';
import { userRoute } from './user-route';

export const SUPPORT_TICKET_PATH = '/public/support/ticket';

/** A ticket is a few KB of text at most (4 000 characters of message, each up to 4 bytes). */
const BODY_LIMIT_BYTES = 24 * 1024;

/**
 * POST {v2}/public/support/ticket: a visitor or a logged-in user (the session is optional; when
 * sent, the ticket names the user) opens a support ticket; the answer is its number. A bad field
 * answers 400 naming it, too many tickets from one client 429 with `retry-after`.
 */
export function registerV2SupportRoutes(app: FastifyInstance, auth: AuthModule): void {
  userRoute(
    app,
    auth.sessions,
    SUPPORT_TICKET_PATH,
    wireSupportTicketInputSchema,
    (body, ctx) =>
      auth.support.open(body, {
        address: ctx.client.address,
        language: ctx.client.language ?? 'en',
        userId: ctx.userId,
      }),
    { auth: 'optional', bodyLimit: BODY_LIMIT_BYTES },
  );
}
