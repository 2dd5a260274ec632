import * as z from 'zod/mini';
import { TOPIC } from './socket';

/**
 * The zod schemas of the public realtime topics (spec §7), the types inferred from them
 * (./public). The server's publishers are typed by these, the tests check its frames against
 * them, and the web client's realtime edge parses every public frame with them (loaded after
 * hydration, with the socket: a page's first load carries none of it).
 */

const decimal = z.string().check(z.regex(/^-?\d+(\.\d+)?$/));
/** A decimal string above zero: a price or a quantity of a book level or a trade. */
const positive = z.string().check(z.regex(/^(?=.*[1-9])\d+(\.\d+)?$/));
const id = z.number().check(z.int(), z.positive());
const epochMs = z.number().check(z.int(), z.nonnegative());

/**
 * A contract's figures on the `indicator` topic: last price, 24 h change rate (a fraction,
 * "0.0123" = +1.23 %), volume (base) and turnover (quote), mark and index price, 24 h high and low
 * (the last price while the window has no trade) and open interest (base).
 */
export const wireMarketIndicatorSchema = z.object({
  cid: id,
  lp: decimal,
  pcr: decimal,
  pv: decimal,
  pt: decimal,
  mp: decimal,
  ip: decimal,
  h: decimal,
  l: decimal,
  oi: decimal,
});

/** A spot market on the `indicator` topic's `markets`: a contract's letters less mark, index, OI. */
export const wireSpotMarketSchema = z.object({
  /** The spot symbol's instrumentId. */
  cid: id,
  /** The symbol's code, lower case ("btcusdt"). */
  sc: z.string(),
  lp: decimal,
  pcr: decimal,
  pv: decimal,
  pt: decimal,
  h: decimal,
  l: decimal,
});

/** The public `indicator` frame, once a second (a user's own frame carries `accounts` instead). */
export const wireIndicatorFrameSchema = z.object({
  indicators: z.array(wireMarketIndicatorSchema),
  markets: z.array(wireSpotMarketSchema),
});

/** A book level: [price, quantity]. */
export const wireDepthLevelSchema = z.tuple([positive, positive]);

/** `future_snapshot_depth` and `snapshot_depth`: a book's best levels, `sc` its code. */
export const wireDepthFrameSchema = z.object({
  sc: z.string(),
  asks: z.array(wireDepthLevelSchema),
  bids: z.array(wireDepthLevelSchema),
  t: epochMs,
});

/**
 * One trade of a `future_tick` frame: time, price, amount, the taker's side, the contract and the
 * engine's trade sequence. The fills of one taker order share the millisecond, so clients order
 * trades by `tradeId` (it rises with every fill and survives restarts) to know the last price.
 */
export const wireTickSchema = z.object({
  time: epochMs,
  price: positive,
  amount: positive,
  side: z.enum(['buy', 'sell']),
  contractId: id,
  tradeId: id,
});

/** `future_tick`: a contract's trades since the last frame, oldest first. */
export const wireTickFrameSchema = z.object({
  contractId: id,
  trades: z.array(wireTickSchema),
});

/** A candle: its open time, prices and volume (base). */
export const wireKlineSchema = z.object({
  time: epochMs,
  open: positive,
  high: positive,
  low: positive,
  close: positive,
  volume: decimal,
});

/** `future_kline`: the open candle of a contract and period (milliseconds, as a string). */
export const wireKlineFrameSchema = z.object({
  contractId: id,
  symbol: z.string(),
  period: z.string(),
  /** What the candles are built from ("trades"). */
  source: z.string(),
  kline: wireKlineSchema,
});

/** `home_page_top_ten24`: the ten contracts of the home page's list, by 24 h turnover. */
export const wireTopTenFrameSchema = z.object({ ids: z.array(id) });

/** `realtime`: the server's clock, once a second (epoch ms). */
export const wireTimeSliceFrameSchema = z.object({ timeSlice: epochMs });

/** The schema of each public topic's frame. */
export const publicFrameSchemas = {
  [TOPIC.indicator]: wireIndicatorFrameSchema,
  [TOPIC.futureSnapshotDepth]: wireDepthFrameSchema,
  [TOPIC.snapshotDepth]: wireDepthFrameSchema,
  [TOPIC.futureTick]: wireTickFrameSchema,
  [TOPIC.futureKline]: wireKlineFrameSchema,
  [TOPIC.homePageTopTen24]: wireTopTenFrameSchema,
  [TOPIC.realtime]: wireTimeSliceFrameSchema,
} as const;
