import type { DepthSnapshot, KlinePoint, MarketIndicator, TradeTick } from '../types';

export interface MarketSliceState {
  /** By contract id. */
  indicators: Record<number, MarketIndicator>;
  /** Spot markets' figures (the `indicator` topic's `markets`) by the symbol's instrument id. */
  spotMarkets: Record<number, MarketIndicator>;
  /** Futures order books by contract code. */
  depth: Record<string, DepthSnapshot>;
  /** Spot order books by symbol code. */
  spotDepth: Record<string, DepthSnapshot>;
  /** Recent trades by contract id, newest first, at most 50. */
  trades: Record<number, TradeTick[]>;
  /** Latest candle by key (see klineKey). */
  klines: Record<string, KlinePoint>;
  /** Contract ids of the 24 h top ten. */
  topTen: number[];
  timeSlice: unknown;
  /**
   * The server's clock minus this machine's, in ms, from the latest `realtime` frame; null
   * until one arrived. Countdowns to a server time (a bonus position's automatic close) use it.
   */
  serverClockOffset: number | null;
}

export const initialMarketState: MarketSliceState = {
  indicators: {},
  spotMarkets: {},
  depth: {},
  spotDepth: {},
  trades: {},
  klines: {},
  topTen: [],
  timeSlice: null,
  serverClockOffset: null,
};

export const RECENT_TRADES_CAP = 50;
