import { z } from 'zod';
import type { OperatorHandler } from '../auth/operator-channel';
import { LISTING_STATUSES } from '../db/schema';
import type { ListingApplication, ListingService } from './listing-service';
import { LISTING_LIMITS } from './rules';

/**
 * The listing commands on the operator socket (server/auth/operator-channel.ts), asked by
 * `server/cli/listing.ts`: the running server reads and answers, so the applicant's e-mail goes
 * through the server's own delivery and embedded PGlite keeps its one writer.
 */
export const LISTING_OPERATOR_ROUTES = {
  list: '/listing/list',
  show: '/listing/show',
  answer: '/listing/answer',
} as const;

export const listRequestSchema = z.object({ status: z.enum(LISTING_STATUSES).optional() });
export const showRequestSchema = z.object({ reference: z.string().min(1).max(40) });
export const answerRequestSchema = z.object({
  reference: z.string().min(1).max(40),
  status: z.enum(['in_review', 'accepted', 'rejected']),
  // PostgreSQL refuses NUL in text; line breaks are welcome in a note.
  note: z
    .string()
    .trim()
    .min(1)
    .max(LISTING_LIMITS.operatorNote.max)
    .refine((note) => !note.includes('\u0000'))
    .optional(),
});
export type AnswerRequest = z.infer<typeof answerRequestSchema>;

/** An application as the command prints it (dates as epoch milliseconds). */
export const applicationViewSchema = z.object({
  reference: z.string(),
  createdAt: z.number(),
  status: z.enum(LISTING_STATUSES),
  projectName: z.string(),
  tokenSymbol: z.string(),
  chain: z.string(),
  contractAddress: z.string(),
  website: z.string(),
  whitepaperUrl: z.string().nullable(),
  contactName: z.string(),
  contactEmail: z.string(),
  telegram: z.string().nullable(),
  marketCapUsd: z.string().nullable(),
  dailyVolumeUsd: z.string().nullable(),
  description: z.string(),
  language: z.string(),
  confirmationSentAt: z.number().nullable(),
  operatorNote: z.string().nullable(),
  answeredAt: z.number().nullable(),
});
export type ApplicationView = z.infer<typeof applicationViewSchema>;

export const listAnswerSchema = z.object({ applications: z.array(applicationViewSchema) });
export const showAnswerSchema = z.object({ application: applicationViewSchema.nullable() });
export const answerAnswerSchema = z.object({
  answered: z.boolean(),
  status: z.enum(LISTING_STATUSES).nullable(),
  mailed: z.boolean(),
});

function view(row: ListingApplication): ApplicationView {
  const { id: _id, createdAt, confirmationSentAt, answeredAt, ...rest } = row;
  return {
    ...rest,
    createdAt: createdAt.getTime(),
    confirmationSentAt: confirmationSentAt?.getTime() ?? null,
    answeredAt: answeredAt?.getTime() ?? null,
  };
}

export function listingOperatorHandler(listing: ListingService): OperatorHandler {
  return async ({ method, url, body }) => {
    if (method !== 'POST') return undefined;
    const parse = async <S extends z.ZodType>(schema: S) => schema.safeParse(await body());
    switch (url) {
      case LISTING_OPERATOR_ROUTES.list: {
        const parsed = await parse(listRequestSchema);
        if (!parsed.success) return { status: 400, body: { error: 'expected { status? }' } };
        const rows = await listing.list(parsed.data.status);
        return { status: 200, body: { applications: rows.map(view) } };
      }
      case LISTING_OPERATOR_ROUTES.show: {
        const parsed = await parse(showRequestSchema);
        if (!parsed.success) return { status: 400, body: { error: 'expected { reference }' } };
        const row = await listing.show(parsed.data.reference);
        return { status: 200, body: { application: row ? view(row) : null } };
      }
      case LISTING_OPERATOR_ROUTES.answer: {
        const parsed = await parse(answerRequestSchema);
        if (!parsed.success)
          return { status: 400, body: { error: 'expected { reference, status, note? }' } };
        const { reference, status, note } = parsed.data;
        const result = await listing.answer(reference, status, note);
        return { status: 200, body: { ...result, status: result.status ?? null } };
      }
      default:
        return undefined;
    }
  };
}
