/**
 * Payloads of the realtime topics, as the store holds them. Money arrives as decimal strings (the
 * contract's, lib/contract/wire); positions are read once into Decimals (model/live-position); the
 * UI formats them with lib/format. The store's market data types (indicator, depth, trade, candle)
 * have one home, the market feature's; they are re-exported here so realtime consumers keep one
 * import.
 */
import type {
  DepthLevel,
  DepthSnapshot,
  KlinePoint,
  MarketIndicator,
  Numeric,
  TradeTick,
} from '@/features/market';
import type { TOPIC } from '@/lib/contract/wire/socket';
import { endedPositionRow, livePositionOf, type LivePosition } from './model/live-position';
import type {
  MatchFrame,
  WireAccount,
  WireAccountAsset,
  WireBalance,
  WireOrder,
  WirePositionConfig,
} from '@/lib/contract/wire/match';

export type { DepthLevel, DepthSnapshot, KlinePoint, MarketIndicator, Numeric, TradeTick };

/** A futures account's USDT asset (the user's `indicator` frames, future/accounts). */
export type AccountAsset = WireAccountAsset;

/** A futures account: at is the account type (1 future, 10 bonus, 11 follow, 30 grants). */
export type Account = WireAccount;

/**
 * An `indicator` frame: contracts' and spot markets' figures (public), and, in frames sent to the
 * user's own room only, the user's accounts (parsed against the contract at the realtime edge).
 */
export interface IndicatorPayload {
  indicators?: MarketIndicator[];
  markets?: MarketIndicator[];
  accounts?: WireAccount[];
}

/** One wallet's balance (match 3002): "spot" or a futures account type, and the currency. */
export type AssetBalance = WireBalance;

/** A contract's margin mode and leverage in one account (match 3022). */
export type PositionConfig = WirePositionConfig;

/**
 * An open position as the store holds it: the server's row (match 3012, the position list) with
 * its figures read into Decimals and its exact cost in money units (model/live-position).
 */
export type Position = LivePosition;
export { endedPositionRow, livePositionOf, type LivePosition };

/** An order as the server sends it (match 3004 and 3016, the open-order list). */
export type Order = WireOrder;
export type OrderStatus = WireOrder['orderStatus'];

/** The `match` frame numbers (lib/contract/wire/match), under the name the features use. */
export { MATCH_TYPE as MatchType } from '@/lib/contract/wire/match';

/** A private message as the server emits it: `{ type, data }` (lib/contract/wire/match). */
export type MatchPayload = MatchFrame;

/** `future_tick`: a contract's trades since the last frame, oldest first. */
export interface TickPayload {
  contractId?: number;
  trades: TradeTick[];
}

/** The latest candle of a contract (contractId) or spot instrument (instrumentId / symbol). */
export interface KlinePayload {
  contractId?: number;
  instrumentId?: number;
  symbol?: string;
  period?: string;
  kline: KlinePoint;
}

export interface TopTenPayload {
  ids: number[];
}

/** The server's clock, epoch ms. */
export interface RealtimeTimeSlicePayload {
  timeSlice: number;
}

/**
 * A public topic's message as the store takes it. The socket's frames are the contract's
 * (lib/contract/wire/public-schemas, parsed at the realtime edge); the store's market types are
 * wider (a REST answer or a test may leave figures out), so a contract frame always fits them.
 */
export type PublicMessage =
  | { topic: typeof TOPIC.indicator; payload: IndicatorPayload }
  | {
      topic: typeof TOPIC.futureSnapshotDepth | typeof TOPIC.snapshotDepth;
      payload: DepthSnapshot;
    }
  | { topic: typeof TOPIC.futureTick; payload: TickPayload }
  | { topic: typeof TOPIC.futureKline; payload: KlinePayload }
  | { topic: typeof TOPIC.homePageTopTen24; payload: TopTenPayload }
  | { topic: typeof TOPIC.realtime; payload: RealtimeTimeSlicePayload };

/**
 * A topic message as the store takes it: every frame of the socket is parsed at the realtime edge
 * (stream/contract-frames.ts) against the contract, the REST snapshots by their own schemas.
 */
export type RealtimeMessage = { topic: typeof TOPIC.match; payload: MatchFrame } | PublicMessage;
