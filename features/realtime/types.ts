/**
 * Payloads of the realtime topics, as the client reads them. Numbers that are money arrive as
 * decimal strings (or numbers) and are never computed on here; the UI formats them with lib/format.
 * Market data shapes (indicator, depth, trade, candle) have one home, the market feature's wire
 * schemas; they are re-exported here so realtime consumers keep one import.
 */
import type {
  DepthLevel,
  DepthSnapshot,
  KlinePoint,
  MarketIndicator,
  Numeric,
  TradeTick,
} from '@/features/market';
import type { WireOrder, WirePosition } from '@/lib/contract/wire/match';

export type { DepthLevel, DepthSnapshot, KlinePoint, MarketIndicator, Numeric, TradeTick };

export interface AccountAsset {
  cid: number;
  avail?: Numeric;
  upnl?: Numeric;
}

export interface AccountPosition {
  pid: number | string;
  [field: string]: unknown;
}

/** A futures account: at is the account type (1 future, 10 bonus, 11 follow, 30 grants). */
export interface Account {
  aid: number | string;
  at: number;
  assets?: AccountAsset[];
  posis?: AccountPosition[];
}

export interface IndicatorPayload {
  indicators?: MarketIndicator[];
  markets?: MarketIndicator[];
  accounts?: Account[];
}

export interface AssetBalance {
  currencyId?: number;
  /** The wallet: account type (1, 10, 11, 30) or "spot", when the message names it. */
  account?: number | string;
  accountType?: number;
  at?: number;
  /** Available. */
  real?: Numeric;
  /** Available floored at 0. */
  trade?: Numeric;
  upnl?: Numeric;
  /** Frozen initial margin. */
  frozen?: Numeric;
  /** Money in the wallet before unrealized PnL (the server's frames carry it). */
  wallet?: Numeric;
  /** Wallet + unrealized PnL + isolated margins. */
  equity?: Numeric;
  /** What is left of a trial fund / voucher in a bonus or grants account. */
  bonus?: Numeric;
  /** A bonus account's fund leverage: the voucher's maximum while one is in use, else null. */
  maxLeverage?: number | null;
  isolatedMargin?: Numeric;
  maintenanceMargin?: Numeric;
}

export interface PositionConfig {
  /** The account the config belongs to (1 futures, 10 bonus…); 1 when the frame names none. */
  accountType?: number;
  contractId: number;
  isolated: boolean;
  leverage: number;
}

/** An open position as the server sends it (match 3012, the position list). */
export type Position = WirePosition;

/** An order as the server sends it (match 3004 and 3016, the open-order list). */
export type Order = WireOrder;
export type OrderStatus = WireOrder['orderStatus'];

/** The `match` frame numbers (lib/contract/wire/match), under the name the features use. */
export { MATCH_TYPE as MatchType } from '@/lib/contract/wire/match';

/** A private message as the server emits it: `{ type, data }` (lib/contract/wire/match). */
export interface MatchPayload {
  type?: number;
  data?: unknown;
}

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

export interface RealtimeTimeSlicePayload {
  timeSlice: unknown;
}

export interface RealtimeMessage {
  topic: string;
  payload: unknown;
}
