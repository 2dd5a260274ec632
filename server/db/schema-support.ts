import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** `open` until the operator answers; an answered ticket keeps its answer. */
export const SUPPORT_TICKET_STATUSES = ['open', 'answered'] as const;
export type SupportTicketStatus = (typeof SUPPORT_TICKET_STATUSES)[number];

/**
 * Tickets opened from the help centre's contact form (`POST {v2}/public/support/ticket`) by a
 * visitor or a logged-in user, answered by e-mail by an operator (`server/cli/support.ts`). The
 * e-mail is stored lower-case; `userId` is set when the sender was logged in.
 */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The ticket number the sender sees and the operator quotes: `ST-2026-7K3M9Q`. */
    reference: text('reference').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status').$type<SupportTicketStatus>().notNull().default('open'),
    /** The sender's user id when logged in (no foreign key, as elsewhere in this schema). */
    userId: bigint('user_id', { mode: 'number' }),
    email: text('email').notNull(),
    /** One of lib/contract/support.ts SUPPORT_CATEGORIES. */
    category: text('category').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** Interface language of the sender (en, ko, ja, zh-hant): the answer's e-mail is framed in it. */
    language: text('language').notNull(),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('support_tickets_reference_key').on(t.reference),
    index('support_tickets_status_created').on(t.status, t.createdAt),
    index('support_tickets_user').on(t.userId),
    check('support_tickets_status_check', sql`${t.status} in ('open', 'answered')`),
  ],
);
