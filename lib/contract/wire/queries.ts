import type * as z from 'zod/mini';
import type {
  wireCandlesQuerySchema,
  wireContractHistoryQuerySchema,
  wireDepthQuerySchema,
  wireListQuerySchema,
} from './query-schemas';

/**
 * The public market routes' query parameters (candles, the book, funding and insurance fund
 * histories) and the private lists' page sizes: their bounds and defaults, zod-free so the web
 * app's query keys and the chart's paging use them during render. The schemas that check them
 * are ./query-schemas.ts (the server's routes parse with them).
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The candle periods the server stores and streams, by length in ms (a chart's other periods are
 * merged from these in the browser). All are aligned to UTC: days at 00:00, weeks on Monday.
 */
export const CANDLE_PERIODS_MS = [
  MINUTE,
  5 * MINUTE,
  15 * MINUTE,
  30 * MINUTE,
  HOUR,
  4 * HOUR,
  DAY,
  7 * DAY,
] as const;
export type CandlePeriodMs = (typeof CANDLE_PERIODS_MS)[number];

export function isCandlePeriodMs(value: number): value is CandlePeriodMs {
  return (CANDLE_PERIODS_MS as readonly number[]).includes(value);
}

/** queryCandlestickList: one hour candles, 24 of them, unless asked otherwise; 1500 at most. */
export const DEFAULT_CANDLE_PERIOD_MS: CandlePeriodMs = HOUR;
export const DEFAULT_CANDLE_LIMIT = 24;
export const MAX_CANDLES_PER_REQUEST = 1500;

/** futureQuot/depth: levels per side, 20 unless asked otherwise, 50 at most. */
export const DEFAULT_DEPTH_LEVELS = 20;
export const MAX_DEPTH_LEVELS = 50;

/** future/funding/history's cursor: the last payment's time and position id ("time:positionId"). */
export const FUNDING_CURSOR = /^(\d{1,16}):(\d{1,16})$/;

/** The histories and the private lists: rows per page, 100 unless asked otherwise, 500 at most. */
export const DEFAULT_PAGE_LIMIT = 100;
export const MAX_PAGE_LIMIT = 500;

export type WireCandlesQuery = z.output<typeof wireCandlesQuerySchema>;
export type WireDepthQuery = z.output<typeof wireDepthQuerySchema>;
export type WireContractHistoryQuery = z.output<typeof wireContractHistoryQuerySchema>;
/** A private list's query as the web app sends it (numbers become the digits of a query string). */
export type WireListQuery = z.output<typeof wireListQuerySchema>;
