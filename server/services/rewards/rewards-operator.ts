import { z } from 'zod';
import type { OperatorHandler } from '../../auth/operator-channel';
import { partnerView, type ReferralService } from './referral-service';

/**
 * The partner-programme commands on the operator socket (server/auth/operator-channel.ts), asked
 * by `server/cli/partner.ts` while the server runs: list the applications waiting, answer one.
 */
export const PARTNER_OPERATOR_ROUTES = {
  list: '/partner/list',
  answer: '/partner/answer',
} as const;

export const partnerAnswerRequestSchema = z.object({
  id: z.number().int().positive(),
  status: z.enum(['accepted', 'rejected']),
  note: z.string().trim().max(1000).nullable(),
});
export type PartnerAnswerRequest = z.infer<typeof partnerAnswerRequestSchema>;

export const operatorApplicationSchema = z.object({
  id: z.number(),
  userId: z.number(),
  status: z.string(),
  contactName: z.string(),
  contactEmail: z.string(),
  channelType: z.string(),
  channelUrl: z.string(),
  audienceSize: z.number(),
  message: z.string(),
  createdAt: z.number(),
  answer: z.string().nullable(),
});

export const partnerListAnswerSchema = z.object({
  applications: z.array(operatorApplicationSchema),
});
export const partnerDecisionAnswerSchema = z.object({
  done: z.boolean(),
  application: operatorApplicationSchema.nullable(),
});

type Row = Awaited<ReturnType<ReferralService['pendingApplications']>>[number];

function view(row: Row): z.infer<typeof operatorApplicationSchema> {
  const v = partnerView(row);
  return {
    id: v.id,
    userId: row.userId,
    status: v.status,
    contactName: v.contactName,
    contactEmail: v.contactEmail,
    channelType: v.channelType,
    channelUrl: v.channelUrl,
    audienceSize: v.audienceSize,
    message: v.message,
    createdAt: v.createdAt,
    answer: v.answer,
  };
}

export function partnerOperatorHandler(referral: ReferralService): OperatorHandler {
  return async ({ method, url, body }) => {
    if (method !== 'POST') return undefined;
    switch (url) {
      case PARTNER_OPERATOR_ROUTES.list:
        return {
          status: 200,
          body: { applications: (await referral.pendingApplications()).map(view) },
        };
      case PARTNER_OPERATOR_ROUTES.answer: {
        const parsed = partnerAnswerRequestSchema.safeParse(await body());
        if (!parsed.success)
          return { status: 400, body: { error: 'expected { id, status, note }' } };
        const row = await referral.answer(parsed.data.id, parsed.data.status, parsed.data.note);
        return {
          status: 200,
          body: { done: row !== undefined, application: row ? view(row) : null },
        };
      }
      default:
        return undefined;
    }
  };
}
