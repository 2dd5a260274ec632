import { z } from 'zod';

/**
 * Copy-trading wire schemas (server/docs/rewards-follow.md, "Copy trading"). Amounts are USDT decimal strings,
 * fractions (ROI, win rate, drawdown) decimal strings, times epoch milliseconds.
 */

const decimalText = z.string().regex(/^-?\d+(\.\d+)?$/, 'Expected a decimal number');
const numeric = z.union([z.string(), z.number()]).transform(String);

export const LEADER_SORTS = ['roi', 'pnl', 'followers', 'winRate'] as const;
export type LeaderSort = (typeof LEADER_SORTS)[number];

export const leaderSummarySchema = z.looseObject({
  leaderId: z.number().int(),
  nickname: z.string(),
  status: z.enum(['active', 'stopped']),
  since: z.number(),
  pnl30d: decimalText,
  roi30d: decimalText.nullable(),
  winRate: decimalText.nullable(),
  wins: z.number(),
  closedPositions: z.number(),
  maxDrawdown: decimalText,
  followers: z.number(),
  statsAt: z.number(),
});
export type LeaderSummary = z.infer<typeof leaderSummarySchema>;

export const leaderPageSchema = z.looseObject({
  list: z.array(leaderSummarySchema),
  total: z.number(),
  page: z.number(),
  size: z.number(),
});
export type LeaderPage = z.infer<typeof leaderPageSchema>;

export const leaderProfileSchema = leaderSummarySchema.extend({
  daily: z.array(z.looseObject({ day: z.number(), net: decimalText })),
});
export type LeaderProfile = z.infer<typeof leaderProfileSchema>;

export const leadInfoSchema = z.looseObject({ leader: leaderProfileSchema.nullable() });

export const followSchema = z.looseObject({
  followId: z.number().int(),
  leaderId: z.number().int(),
  nickname: z.string().nullable(),
  amount: decimalText,
  tradeCap: decimalText,
  status: z.enum(['active', 'stopping', 'stopped']),
  stopReason: z.enum(['user', 'leaderStopped']).nullable(),
  createdAt: z.number(),
  stoppedAt: z.number().nullable(),
  equity: decimalText.nullable(),
  returned: decimalText.nullable(),
  pnl: decimalText.nullable(),
  roi: decimalText.nullable(),
});
export type Follow = z.infer<typeof followSchema>;

export const followPageSchema = z.looseObject({
  list: z.array(followSchema),
  total: z.number(),
  page: z.number(),
  size: z.number(),
});

export const followPositionSchema = z.looseObject({
  positionId: numeric,
  contractId: z.number(),
  side: z.number(),
  size: numeric,
  entryPrice: numeric,
  markPrice: numeric.optional(),
  margin: numeric.optional(),
  leverage: z.number().optional(),
  upnl: numeric.optional(),
});
export type FollowPosition = z.infer<typeof followPositionSchema>;

export const followPositionsSchema = z.looseObject({
  follow: followSchema.nullable(),
  account: z
    .looseObject({ wallet: numeric, equity: numeric, available: numeric, upnl: numeric })
    .nullable(),
  positions: z.array(followPositionSchema),
});
export type FollowPositions = z.infer<typeof followPositionsSchema>;

export const mirroredTradeSchema = z.looseObject({
  id: z.number(),
  followId: z.number(),
  leaderId: z.number(),
  contractId: z.number(),
  action: z.enum(['open', 'add', 'reduce', 'close']),
  direction: z.number(),
  leaderQuantity: decimalText,
  quantity: decimalText,
  filledQuantity: decimalText.nullable(),
  averagePrice: decimalText.nullable(),
  status: z.enum(['placed', 'skipped', 'refused']),
  reason: z.enum(['belowMinimum', 'noPosition', 'refused']).nullable(),
  code: z.number().nullable(),
  createdAt: z.number(),
});
export type MirroredTrade = z.infer<typeof mirroredTradeSchema>;

export const tradePageSchema = z.looseObject({
  list: z.array(mirroredTradeSchema),
  total: z.number(),
  page: z.number(),
  size: z.number(),
});
export type TradePage = z.infer<typeof tradePageSchema>;

export const leadStopSchema = z.looseObject({
  leader: leaderProfileSchema.nullable(),
  stopped: z.number(),
  pending: z.number(),
});
