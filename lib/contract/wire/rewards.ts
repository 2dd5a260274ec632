/**
 * The rewards, referral and tour answers, typed by their schemas (./rewards-schemas), and the
 * words they use: a module that needs only these loads no zod.
 */
import type * as z from 'zod/mini';
import type {
  wireBonusAccountSchema,
  wireCommissionPageInputSchema,
  wireCommissionPageSchema,
  wireInviteePageInputSchema,
  wirePartnerApplyInputSchema,
  wireTourUpdateInputSchema,
  wireVoucherIdInputSchema,
  wireVoucherListInputSchema,
  wireGrantsSchema,
  wireHeadlineSchema,
  wireInviteePageSchema,
  wirePartnerApplicationSchema,
  wireReferralInfoSchema,
  wireRewardTasksSchema,
  wireRewardTaskSchema,
  wireTourStateSchema,
  wireUseVoucherAnswerSchema,
  wireVoucherListSchema,
  wireVoucherSchema,
  wirePartnerListSchema,
} from './rewards-schemas';

/** What a new-user task asks: an action done once, or futures turnover. */
export const TASK_KINDS = [
  'signUp',
  'authenticator',
  'kycLevel1',
  'firstDeposit',
  'firstTrade',
  'volume',
] as const;
export type TaskKind = (typeof TASK_KINDS)[number];
/** `starter` tasks make the sign-up page's figure; every task makes the home page's. */
export const TASK_TIERS = ['starter', 'advanced'] as const;

export const VOUCHER_STATES = ['available', 'startingSoon', 'expired', 'used'] as const;
export type VoucherState = (typeof VOUCHER_STATES)[number];

/** The rules every voucher carries, as keys the pages word in each language. */
export const VOUCHER_RULES = [
  'kycRequired',
  'selectBeforeUse',
  'crossOneWayOnly',
  'maxLeverage',
  'onePosition',
  'fullCloseOnly',
  'autoClose24h',
  'unusedExpires',
  'profitToFutures',
  'lossFromTrialFund',
  'trialFundNotWithdrawable',
  'transferOutClears',
] as const;
export type RuleKey = (typeof VOUCHER_RULES)[number];

/** Where a partner applicant reaches their audience. */
export const PARTNER_CHANNELS = [
  'website',
  'youtube',
  'x',
  'telegram',
  'tiktok',
  'facebook',
  'community',
  'other',
] as const;
export const PARTNER_STATUSES = ['pending', 'accepted', 'rejected'] as const;

/** What a partner application's fields may hold at most (characters; the audience in people). */
export const PARTNER_LIMITS = {
  contactName: 100,
  contactEmail: 254,
  channelUrl: 500,
  audienceSize: 1_000_000_000,
  message: 2000,
} as const;

/** The futures screen's guided tour: `new` and `seen` show it, `skipped` and `completed` end it. */
export const TOUR_STATUSES = ['new', 'seen', 'skipped', 'completed'] as const;
export type TourStatus = (typeof TOUR_STATUSES)[number];
export const TOUR_STEPS = 5;

export type WireHeadline = z.infer<typeof wireHeadlineSchema>;
export type WireVoucher = z.infer<typeof wireVoucherSchema>;
export type WireVoucherList = z.infer<typeof wireVoucherListSchema>;
export type WireRewardTask = z.infer<typeof wireRewardTaskSchema>;
export type WireRewardTasks = z.infer<typeof wireRewardTasksSchema>;
export type WireBonusAccount = z.infer<typeof wireBonusAccountSchema>;
export type WireGrants = z.infer<typeof wireGrantsSchema>;
export type WireUseVoucherAnswer = z.infer<typeof wireUseVoucherAnswerSchema>;
export type WireReferralInfo = z.infer<typeof wireReferralInfoSchema>;
export type WireInviteePage = z.infer<typeof wireInviteePageSchema>;
export type WireCommissionPage = z.infer<typeof wireCommissionPageSchema>;
export type WirePartnerApplication = z.infer<typeof wirePartnerApplicationSchema>;
export type WirePartnerList = z.infer<typeof wirePartnerListSchema>;
export type WireTourState = z.infer<typeof wireTourStateSchema>;

// ---- request bodies and queries (what the server accepts; see ./rewards-schemas) ----

export type WireVoucherListInput = z.output<typeof wireVoucherListInputSchema>;
export type WireVoucherIdInput = z.output<typeof wireVoucherIdInputSchema>;
export type WireInviteePageInput = z.output<typeof wireInviteePageInputSchema>;
export type WireCommissionPageInput = z.output<typeof wireCommissionPageInputSchema>;
export type WirePartnerApplyInput = z.output<typeof wirePartnerApplyInputSchema>;
export type WireTourUpdateInput = z.output<typeof wireTourUpdateInputSchema>;
