import { z } from 'zod';

/**
 * The rewards, referral and tour wire schemas (server/docs/rewards-follow.md, "Rewards"). Amounts are USDT
 * decimal strings (never parsed as floats), times epoch milliseconds. Loose objects: a field the
 * server adds later is kept, never a reason to fail.
 */

export const decimalText = z.string().regex(/^-?\d+(\.\d+)?$/, 'Expected a decimal number');

export const taskTierSchema = z.enum(['starter', 'advanced']);

export const headlineSchema = z.looseObject({
  currency: z.string(),
  total: decimalText,
  signUpTotal: decimalText,
  taskWindowDays: z.number().int(),
  tasks: z.array(
    z.looseObject({
      key: z.string(),
      kind: z.string(),
      tier: taskTierSchema,
      target: decimalText.nullable(),
      reward: decimalText,
      maxLeverage: z.number(),
    }),
  ),
});
export type RewardsHeadline = z.infer<typeof headlineSchema>;

export const VOUCHER_STATES = ['available', 'startingSoon', 'expired', 'used'] as const;
export type VoucherState = (typeof VOUCHER_STATES)[number];

export const RULE_KEYS = [
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
export type RuleKey = (typeof RULE_KEYS)[number];

export const voucherSchema = z.looseObject({
  id: z.number().int(),
  taskKey: z.string(),
  amount: decimalText,
  currency: z.string(),
  maxLeverage: z.number(),
  accountType: z.number().int(),
  validFrom: z.number(),
  expiresAt: z.number(),
  grantedAt: z.number(),
  usedAt: z.number().nullable(),
  state: z.enum(VOUCHER_STATES),
  // A rule the UI does not know yet is dropped rather than failing the whole list.
  rules: z
    .array(z.string())
    .transform((keys) => keys.filter((key): key is RuleKey => RULE_KEYS.includes(key as RuleKey))),
});
export type Voucher = z.infer<typeof voucherSchema>;

export const taskSchema = z.looseObject({
  key: z.string(),
  kind: z.string(),
  tier: taskTierSchema,
  target: decimalText,
  progress: decimalText,
  completed: z.boolean(),
  reward: decimalText,
  maxLeverage: z.number(),
  voucher: voucherSchema.nullable(),
});
export type RewardTask = z.infer<typeof taskSchema>;

export const tasksSchema = z.looseObject({
  windowEndsAt: z.number().nullable(),
  tasks: z.array(taskSchema),
});
export type RewardTasks = z.infer<typeof tasksSchema>;

export const voucherListSchema = z.looseObject({ list: z.array(voucherSchema) });

export const bonusAccountSchema = z.looseObject({
  balance: decimalText,
  trialFund: decimalText,
  ownFunds: decimalText,
  maxLeverage: z.number().nullable(),
  expiresAt: z.number().nullable(),
  position: z
    .looseObject({
      positionId: z.union([z.number(), z.string()]),
      contractId: z.number(),
      openedAt: z.number(),
      autoCloseAt: z.number(),
    })
    .nullable(),
});
export type BonusAccount = z.infer<typeof bonusAccountSchema>;

export const grantsSchema = z.looseObject({
  accountType: z.number(),
  currency: z.string(),
  granted: decimalText,
  available: decimalText,
  startingSoon: decimalText,
  used: decimalText,
  expired: decimalText,
  count: z.number(),
  trialFund: z.looseObject({
    profitMoved: decimalText,
    lossAbsorbed: decimalText,
    expired: decimalText,
    clearedByTransfer: decimalText,
  }),
  bonusAccount: bonusAccountSchema.nullable(),
});
export type Grants = z.infer<typeof grantsSchema>;

export const useVoucherAnswerSchema = z.looseObject({
  voucher: voucherSchema,
  bonusAccount: bonusAccountSchema,
});
export type UseVoucherAnswer = z.infer<typeof useVoucherAnswerSchema>;

// ---- referral ----

export const referralInfoSchema = z.looseObject({
  inviteCode: z.string(),
  invitePath: z.string(),
  commissionRate: decimalText,
  referredCount: z.number(),
  totalCommission: decimalText,
  commissionCount: z.number(),
  currency: z.string(),
});
export type ReferralInfo = z.infer<typeof referralInfoSchema>;

export const inviteePageSchema = z.looseObject({
  list: z.array(
    z.looseObject({
      account: z.string(),
      joinedAt: z.number(),
      kycVerified: z.boolean(),
      commission: decimalText,
    }),
  ),
  nextCursor: z.number().nullable(),
});
export type InviteePage = z.infer<typeof inviteePageSchema>;

export const commissionPageSchema = z.looseObject({
  list: z.array(
    z.looseObject({
      id: z.string(),
      time: z.number(),
      account: z.string(),
      contractId: z.number(),
      accountType: z.number(),
      fee: decimalText,
      commission: decimalText,
    }),
  ),
  nextCursor: z.string().nullable(),
});
export type CommissionPage = z.infer<typeof commissionPageSchema>;

export const CHANNEL_TYPES = [
  'website',
  'youtube',
  'x',
  'telegram',
  'tiktok',
  'facebook',
  'community',
  'other',
] as const;

export const partnerApplicationSchema = z.looseObject({
  id: z.number(),
  status: z.enum(['pending', 'accepted', 'rejected']),
  contactName: z.string(),
  contactEmail: z.string(),
  channelType: z.string(),
  channelUrl: z.string(),
  audienceSize: z.number(),
  message: z.string(),
  createdAt: z.number(),
  answeredAt: z.number().nullable(),
  answer: z.string().nullable(),
});
export type PartnerApplication = z.infer<typeof partnerApplicationSchema>;
export const partnerListSchema = z.looseObject({ list: z.array(partnerApplicationSchema) });

// ---- tour ----

export const TOUR_STATUSES = ['new', 'seen', 'skipped', 'completed'] as const;
export type TourStatus = (typeof TOUR_STATUSES)[number];
export const tourStateSchema = z.looseObject({
  status: z.enum(TOUR_STATUSES),
  step: z.number().int(),
  steps: z.number().int(),
  show: z.boolean(),
  updatedAt: z.number().nullable(),
});
export type TourState = z.infer<typeof tourStateSchema>;
