import type {
  WireCommissionPage,
  WireGrants,
  WireHeadline,
  WireInviteePage,
  WirePartnerApplication,
  WireReferralInfo,
  WireRewardTask,
  WireRewardTasks,
  WireTourState,
  WireUseVoucherAnswer,
  WireVoucher,
} from '@/lib/contract/wire/rewards';

/**
 * The rewards, referral and tour wire schemas: the contract's (lib/contract/wire/rewards-schemas).
 * Amounts are USDT decimal strings (never parsed as floats), times epoch milliseconds.
 */
export {
  wireCommissionPageSchema as commissionPageSchema,
  wireGrantsSchema as grantsSchema,
  wireHeadlineSchema as headlineSchema,
  wireInviteePageSchema as inviteePageSchema,
  wirePartnerApplicationSchema as partnerApplicationSchema,
  wirePartnerListSchema as partnerListSchema,
  wireReferralInfoSchema as referralInfoSchema,
  wireRewardTasksSchema as tasksSchema,
  wireTourStateSchema as tourStateSchema,
  wireUseVoucherAnswerSchema as useVoucherAnswerSchema,
  wireVoucherListSchema as voucherListSchema,
} from '@/lib/contract/wire/rewards-schemas';
export {
  PARTNER_CHANNELS as CHANNEL_TYPES,
  TOUR_STATUSES,
  type RuleKey,
  type TourStatus,
  type VoucherState,
} from '@/lib/contract/wire/rewards';

export type RewardsHeadline = WireHeadline;
export type Voucher = WireVoucher;
export type RewardTask = WireRewardTask;
export type RewardTasks = WireRewardTasks;
export type BonusAccount = NonNullable<WireGrants['bonusAccount']>;
export type Grants = WireGrants;
export type UseVoucherAnswer = WireUseVoucherAnswer;
export type ReferralInfo = WireReferralInfo;
export type InviteePage = WireInviteePage;
export type CommissionPage = WireCommissionPage;
export type PartnerApplication = WirePartnerApplication;
export type TourState = WireTourState;
