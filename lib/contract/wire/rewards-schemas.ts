import * as z from 'zod/mini';
import { wireAccountTypeSchema } from './match-schemas';
import {
  PARTNER_CHANNELS,
  PARTNER_LIMITS,
  PARTNER_STATUSES,
  TASK_KINDS,
  TASK_TIERS,
  TOUR_STATUSES,
  TOUR_STEPS,
  VOUCHER_RULES,
  VOUCHER_STATES,
} from './rewards';

/**
 * The zod schemas of the rewards answers (the headline, tasks, vouchers, grants and the bonus
 * account), the referral answers (info, invitees, commissions, partner applications) and the
 * tour's; the types inferred from them are in ./rewards. The server's rewards services are typed
 * by these, the web client parses the answers with them and the API tests check them strictly.
 * Amounts are USDT decimal strings, times epoch ms.
 */

const decimal = z.string().check(z.regex(/^-?\d+(\.\d+)?$/));
const id = z.number().check(z.int(), z.positive());
const count = z.number().check(z.int(), z.nonnegative());
const epochMs = z.number().check(z.int(), z.nonnegative());
const currency = z.literal('USDT');

/** public/rewards/headline: what every task and the starter tasks pay, and each task. */
export const wireHeadlineSchema = z.object({
  currency,
  total: decimal,
  signUpTotal: decimal,
  taskWindowDays: id,
  tasks: z.array(
    z.object({
      key: z.string(),
      kind: z.enum(TASK_KINDS),
      tier: z.enum(TASK_TIERS),
      /** The turnover a volume task needs; null for the one-off tasks. */
      target: z.nullable(decimal),
      reward: decimal,
      maxLeverage: id,
    }),
  ),
});

/** A voucher a task granted: usable from `validFrom` until `expiresAt`, on the bonus account. */
export const wireVoucherSchema = z.object({
  id,
  taskKey: z.string(),
  amount: decimal,
  currency,
  maxLeverage: id,
  accountType: wireAccountTypeSchema,
  validFrom: epochMs,
  expiresAt: epochMs,
  grantedAt: epochMs,
  usedAt: z.nullable(epochMs),
  state: z.enum(VOUCHER_STATES),
  rules: z.array(z.enum(VOUCHER_RULES)),
});

/** A task with the user's progress and, once granted, its voucher. */
export const wireRewardTaskSchema = z.object({
  key: z.string(),
  kind: z.enum(TASK_KINDS),
  tier: z.enum(TASK_TIERS),
  /** The turnover a volume task needs; "1" for a one-off task. */
  target: decimal,
  progress: decimal,
  completed: z.boolean(),
  reward: decimal,
  maxLeverage: id,
  voucher: z.nullable(wireVoucherSchema),
});

/** rewards/tasks: the tasks and when they can no longer be completed (null before sign-up). */
export const wireRewardTasksSchema = z.object({
  windowEndsAt: z.nullable(epochMs),
  tasks: z.array(wireRewardTaskSchema),
});

/** rewards/vouchers. */
export const wireVoucherListSchema = z.object({ list: z.array(wireVoucherSchema) });

/** The bonus account as the engine holds it: the trial fund, the user's own funds, its position. */
export const wireBonusAccountSchema = z.object({
  balance: decimal,
  trialFund: decimal,
  ownFunds: decimal,
  maxLeverage: z.nullable(id),
  expiresAt: z.nullable(epochMs),
  position: z.nullable(
    z.object({
      positionId: id,
      contractId: id,
      openedAt: epochMs,
      /** A trial-fund position is closed at market at this time. */
      autoCloseAt: epochMs,
    }),
  ),
});

/** rewards/grants: the grants account's vouchers by state and what became of the trial fund. */
export const wireGrantsSchema = z.object({
  accountType: z.literal(30),
  currency,
  granted: decimal,
  available: decimal,
  startingSoon: decimal,
  used: decimal,
  expired: decimal,
  count,
  trialFund: z.object({
    profitMoved: decimal,
    lossAbsorbed: decimal,
    expired: decimal,
    clearedByTransfer: decimal,
  }),
  /** Null on a process without the engine. */
  bonusAccount: z.nullable(wireBonusAccountSchema),
});

/** rewards/voucher/use: the voucher used and the bonus account it went to. */
export const wireUseVoucherAnswerSchema = z.object({
  voucher: wireVoucherSchema,
  bonusAccount: wireBonusAccountSchema,
});

/** referral/info: the invite code, the commission rate and what it earned so far. */
export const wireReferralInfoSchema = z.object({
  inviteCode: z.string(),
  invitePath: z.string().check(z.regex(/^\/sign-up\?inviteCode=/)),
  commissionRate: decimal,
  referredCount: count,
  totalCommission: decimal,
  commissionCount: count,
  currency,
});

/** referral/invitees: who signed up with the code, newest first (accounts masked). */
export const wireInviteePageSchema = z.object({
  list: z.array(
    z.object({
      account: z.string(),
      joinedAt: epochMs,
      kycVerified: z.boolean(),
      commission: decimal,
    }),
  ),
  nextCursor: z.nullable(id),
});

/** referral/commissions: what the engine credited, newest first. */
export const wireCommissionPageSchema = z.object({
  list: z.array(
    z.object({
      id: z.string().check(z.regex(/^\d+$/)),
      time: epochMs,
      account: z.string(),
      contractId: id,
      accountType: wireAccountTypeSchema,
      fee: decimal,
      commission: decimal,
    }),
  ),
  nextCursor: z.nullable(z.string().check(z.regex(/^\d+$/))),
});

/** A partner programme application (referral/partner/apply, referral/partner). */
export const wirePartnerApplicationSchema = z.object({
  id,
  status: z.enum(PARTNER_STATUSES),
  contactName: z.string(),
  contactEmail: z.string(),
  channelType: z.enum(PARTNER_CHANNELS),
  channelUrl: z.string(),
  audienceSize: count,
  message: z.string(),
  createdAt: epochMs,
  answeredAt: z.nullable(epochMs),
  /** The operator's answer the applicant sees. */
  answer: z.nullable(z.string()),
});
export const wirePartnerListSchema = z.object({ list: z.array(wirePartnerApplicationSchema) });

/** user/tour and user/tour/update: where the user is in the tour and whether it shows. */
export const wireTourStateSchema = z.object({
  status: z.enum(TOUR_STATUSES),
  step: count,
  steps: id,
  show: z.boolean(),
  updatedAt: z.nullable(epochMs),
});

// ---- request bodies and queries ----
//
// What the rewards, referral and tour routes accept, with the server's answers to a bad field
// (`field: message`, code 1009). The server parses with these; the web client types and checks
// what it sends by them.

/** A positive safe integer as a number or its digits. */
const idParam = z.coerce.number().check(z.int(), z.minimum(1), z.maximum(Number.MAX_SAFE_INTEGER));
/** How many rows a referral page holds: 1 … 100, 20 when absent. */
const limitParam = z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 20);

/** rewards/vouchers: every voucher, or those in one state. */
export const wireVoucherListInputSchema = z.object({ state: z.optional(z.enum(VOUCHER_STATES)) });

/** rewards/voucher/use. */
export const wireVoucherIdInputSchema = z.object({ voucherId: idParam });

/** referral/invitees: `cursor` is the previous page's nextCursor (an invitee's id). */
export const wireInviteePageInputSchema = z.object({
  cursor: z.optional(idParam),
  limit: limitParam,
});

/** referral/commissions: `cursor` is the previous page's nextCursor (digits, up to 19). */
export const wireCommissionPageInputSchema = z.object({
  cursor: z.optional(
    z.string().check(z.regex(/^\d{1,19}$/, 'must be the nextCursor of the previous page')),
  ),
  limit: limitParam,
});

/** Free text of a partner application: trimmed, not empty, at most `max` characters. */
const partnerText = (max: number) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'must not be empty'),
      z.maxLength(max, `must be at most ${max} characters`),
    );

/** referral/partner/apply (the e-mail is read lower-cased). */
export const wirePartnerApplyInputSchema = z.object({
  contactName: partnerText(PARTNER_LIMITS.contactName),
  contactEmail: z.pipe(
    z.string().check(z.trim(), z.toLowerCase(), z.maxLength(PARTNER_LIMITS.contactEmail)),
    z.email('must be an e-mail address'),
  ),
  channelType: z.enum(PARTNER_CHANNELS),
  channelUrl: z.pipe(
    partnerText(PARTNER_LIMITS.channelUrl),
    z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }),
  ),
  audienceSize: z.coerce
    .number()
    .check(z.int(), z.minimum(0), z.maximum(PARTNER_LIMITS.audienceSize)),
  message: partnerText(PARTNER_LIMITS.message),
});

/**
 * user/tour/update: `new` re-opens the tour (from the preferences); `seen` while it runs, at
 * `step` (0 when absent); `skipped` / `completed` end it.
 */
export const wireTourUpdateInputSchema = z.object({
  status: z.enum(TOUR_STATUSES),
  step: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(TOUR_STEPS - 1)), 0),
});
