import { z } from 'zod';
import { SUPPORT_CATEGORIES, SUPPORT_LIMITS } from '../../lib/contract/support';
import type { OperatorHandler } from '../auth/operator-channel';
import { SUPPORT_TICKET_STATUSES } from '../db/schema';
import type { SupportService, SupportTicket } from './support-service';

/**
 * The support commands on the operator socket (server/auth/operator-channel.ts), asked by
 * `server/cli/support.ts`: the running server reads and answers, so the answer goes out through
 * the server's own delivery and embedded PGlite keeps its one writer.
 */
export const SUPPORT_OPERATOR_ROUTES = {
  list: '/support/list',
  answer: '/support/answer',
} as const;

export const listRequestSchema = z.object({
  status: z.enum(SUPPORT_TICKET_STATUSES).optional(),
});
export const answerRequestSchema = z.object({
  ticketId: z.string().trim().min(1).max(40),
  // PostgreSQL refuses NUL in text; line breaks are welcome in an answer.
  answer: z
    .string()
    .trim()
    .min(1)
    .max(SUPPORT_LIMITS.answer.max)
    .refine((text) => !text.includes('\u0000')),
});
export type AnswerRequest = z.infer<typeof answerRequestSchema>;

/** A ticket as the command prints it (dates as epoch milliseconds). */
export const ticketViewSchema = z.object({
  ticketId: z.string(),
  createdAt: z.number(),
  status: z.enum(SUPPORT_TICKET_STATUSES),
  userId: z.number().nullable(),
  email: z.string(),
  category: z.enum(SUPPORT_CATEGORIES).or(z.string()),
  subject: z.string(),
  message: z.string(),
  language: z.string(),
  answer: z.string().nullable(),
  answeredAt: z.number().nullable(),
});
export type TicketView = z.infer<typeof ticketViewSchema>;

export const listAnswerSchema = z.object({ tickets: z.array(ticketViewSchema) });
export const answerAnswerSchema = z.object({
  answered: z.boolean(),
  status: z.enum(SUPPORT_TICKET_STATUSES).nullable(),
  mailed: z.boolean(),
});

function view(row: SupportTicket): TicketView {
  const { id: _id, reference, createdAt, answeredAt, ...rest } = row;
  return {
    ...rest,
    ticketId: reference,
    createdAt: createdAt.getTime(),
    answeredAt: answeredAt?.getTime() ?? null,
  };
}

export function supportOperatorHandler(support: SupportService): OperatorHandler {
  return async ({ method, url, body }) => {
    if (method !== 'POST') return undefined;
    const parse = async <S extends z.ZodType>(schema: S) => schema.safeParse(await body());
    switch (url) {
      case SUPPORT_OPERATOR_ROUTES.list: {
        const parsed = await parse(listRequestSchema);
        if (!parsed.success) return { status: 400, body: { error: 'expected { status? }' } };
        const rows = await support.list(parsed.data.status);
        return { status: 200, body: { tickets: rows.map(view) } };
      }
      case SUPPORT_OPERATOR_ROUTES.answer: {
        const parsed = await parse(answerRequestSchema);
        if (!parsed.success)
          return { status: 400, body: { error: 'expected { ticketId, answer }' } };
        const result = await support.answer(parsed.data.ticketId, parsed.data.answer);
        return { status: 200, body: { ...result, status: result.status ?? null } };
      }
      default:
        return undefined;
    }
  };
}
