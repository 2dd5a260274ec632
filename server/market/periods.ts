import {
  CANDLE_PERIODS_MS,
  isCandlePeriodMs,
  type CandlePeriodMs,
} from '../../lib/contract/wire/queries';

/**
 * Candle periods the charts offer. Futures ask by `range` (period length in ms), spot by a
 * period name. All candles are stored by their length in ms and aligned to UTC (days start at
 * 00:00 UTC, weeks on Monday 00:00 UTC).
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

// The periods stored and streamed are the contract's (the web app's chart asks for them).
export { CANDLE_PERIODS_MS, isCandlePeriodMs, type CandlePeriodMs };

export const ONE_MINUTE_MS: CandlePeriodMs = MINUTE;

export const SPOT_PERIODS = {
  '1min': MINUTE,
  '5min': 5 * MINUTE,
  '15min': 15 * MINUTE,
  '30min': 30 * MINUTE,
  '60min': HOUR,
  '4hour': 4 * HOUR,
  '1day': DAY,
  '1week': WEEK,
} as const satisfies Record<string, CandlePeriodMs>;

export type SpotPeriod = keyof typeof SPOT_PERIODS;

export const SPOT_PERIOD_NAMES = Object.keys(SPOT_PERIODS) as SpotPeriod[];

// 1970-01-01 was a Thursday; Monday 1970-01-05 00:00 UTC anchors the weeks.
const WEEK_ANCHOR = 4 * DAY;

/** Open time of the candle of `periodMs` that contains `time` (epoch ms). */
export function alignOpenTime(time: number, periodMs: CandlePeriodMs): number {
  const anchor = periodMs === WEEK ? WEEK_ANCHOR : 0;
  return Math.floor((time - anchor) / periodMs) * periodMs + anchor;
}
