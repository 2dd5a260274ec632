/**
 * Copy trading's answers, typed by their schemas (./follow-schemas), and the words they use: a
 * module that needs only these loads no zod.
 */
import type * as z from 'zod/mini';
import type {
  wireFollowListInputSchema,
  wireFollowStartInputSchema,
  wireFollowStopInputSchema,
  wireFollowTradesInputSchema,
  wireLeadApplyInputSchema,
  wireLeaderboardInputSchema,
  wireLeaderProfileInputSchema,
  wireFollowPageSchema,
  wireFollowPositionsSchema,
  wireFollowSchema,
  wireLeaderPageSchema,
  wireLeaderProfileSchema,
  wireLeaderSummarySchema,
  wireLeadInfoSchema,
  wireLeadStopSchema,
  wireMirroredTradePageSchema,
  wireMirroredTradeSchema,
} from './follow-schemas';

/** A lead trader's nickname: 2–20 letters or digits of any script, space . _ -, starting with a letter or digit. */
export const LEAD_NICKNAME = /^[\p{L}\p{N}][\p{L}\p{N} ._-]{1,19}$/u;

/** How the leaderboard is ordered: 30-day ROI, 30-day PnL, followers, win rate. */
export const LEADER_SORTS = ['roi', 'pnl', 'followers', 'winRate'] as const;
export type LeaderSort = (typeof LEADER_SORTS)[number];

export const LEADER_STATUSES = ['active', 'stopped'] as const;
/** A follow stops in two steps: `stopping` while its positions close, then `stopped`. */
export const FOLLOW_STATUSES = ['active', 'stopping', 'stopped'] as const;
export type FollowStatus = (typeof FOLLOW_STATUSES)[number];
/** What follow/list filters by: `active` lists a follow that is still `stopping` too. */
export const FOLLOW_LIST_STATUSES = ['active', 'stopped'] as const;
/** Who stopped a follow: its follower, or the leader who stopped leading. */
export const FOLLOW_STOP_REASONS = ['user', 'leaderStopped'] as const;
export type FollowStopReason = (typeof FOLLOW_STOP_REASONS)[number];

/** What a leader's move was to their position, and so what the follow account mirrored. */
export const MIRROR_ACTIONS = ['open', 'add', 'reduce', 'close'] as const;
/** A mirrored order was placed, skipped (with a reason), or refused by the engine (with its code). */
export const MIRROR_STATUSES = ['placed', 'skipped', 'refused'] as const;
export const MIRROR_REASONS = ['belowMinimum', 'noPosition', 'refused'] as const;
export type MirrorReason = (typeof MIRROR_REASONS)[number];

export type WireLeaderSummary = z.infer<typeof wireLeaderSummarySchema>;
export type WireLeaderPage = z.infer<typeof wireLeaderPageSchema>;
export type WireLeaderProfile = z.infer<typeof wireLeaderProfileSchema>;
export type WireLeadInfo = z.infer<typeof wireLeadInfoSchema>;
export type WireLeadStop = z.infer<typeof wireLeadStopSchema>;
export type WireFollow = z.infer<typeof wireFollowSchema>;
export type WireFollowPage = z.infer<typeof wireFollowPageSchema>;
export type WireFollowPositions = z.infer<typeof wireFollowPositionsSchema>;
export type WireMirroredTrade = z.infer<typeof wireMirroredTradeSchema>;
export type WireMirroredTradePage = z.infer<typeof wireMirroredTradePageSchema>;

// ---- request bodies and queries (what the server accepts; see ./follow-schemas) ----

export type WireLeaderboardInput = z.output<typeof wireLeaderboardInputSchema>;
export type WireLeaderProfileInput = z.output<typeof wireLeaderProfileInputSchema>;
export type WireLeadApplyInput = z.output<typeof wireLeadApplyInputSchema>;
export type WireFollowStartInput = z.output<typeof wireFollowStartInputSchema>;
export type WireFollowStopInput = z.output<typeof wireFollowStopInputSchema>;
export type WireFollowListInput = z.output<typeof wireFollowListInputSchema>;
export type WireFollowTradesInput = z.output<typeof wireFollowTradesInputSchema>;
