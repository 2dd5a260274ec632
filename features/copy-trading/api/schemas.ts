import type {
  WireFollow,
  WireFollowPositions,
  WireLeaderPage,
  WireLeaderProfile,
  WireLeaderSummary,
  WireMirroredTrade,
  WireMirroredTradePage,
} from '@/lib/contract/wire/follow';

/**
 * Copy-trading wire schemas: the contract's (lib/contract/wire/follow-schemas). Amounts are USDT
 * decimal strings, fractions (ROI, win rate, drawdown) decimal strings, times epoch milliseconds.
 */
export {
  wireFollowPageSchema as followPageSchema,
  wireFollowPositionsSchema as followPositionsSchema,
  wireFollowSchema as followSchema,
  wireLeaderPageSchema as leaderPageSchema,
  wireLeaderProfileSchema as leaderProfileSchema,
  wireLeadInfoSchema as leadInfoSchema,
  wireLeadStopSchema as leadStopSchema,
  wireMirroredTradePageSchema as tradePageSchema,
} from '@/lib/contract/wire/follow-schemas';
export { LEADER_SORTS, type LeaderSort } from '@/lib/contract/wire/follow';

export type LeaderSummary = WireLeaderSummary;
export type LeaderPage = WireLeaderPage;
export type LeaderProfile = WireLeaderProfile;
export type Follow = WireFollow;
export type FollowPosition = WireFollowPositions['positions'][number];
export type FollowPositions = WireFollowPositions;
export type MirroredTrade = WireMirroredTrade;
export type TradePage = WireMirroredTradePage;
