import { MAX_CANDLES_PER_REQUEST } from '@/lib/contract/wire/queries';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const CHART_PERIODS = [
  '1m',
  '3m',
  '5m',
  '15m',
  '30m',
  '1h',
  '2h',
  '4h',
  '6h',
  '12h',
  '1d',
  '1w',
] as const;
export type ChartPeriod = (typeof CHART_PERIODS)[number];

/** The periods shown as buttons on every width; the rest sit in a menu on narrow screens. */
export const COMMON_PERIODS: readonly ChartPeriod[] = ['1m', '15m', '1h', '4h', '1d'];

export const PERIOD_MS: Record<ChartPeriod, number> = {
  '1m': MINUTE,
  '3m': 3 * MINUTE,
  '5m': 5 * MINUTE,
  '15m': 15 * MINUTE,
  '30m': 30 * MINUTE,
  '1h': HOUR,
  '2h': 2 * HOUR,
  '4h': 4 * HOUR,
  '6h': 6 * HOUR,
  '12h': 12 * HOUR,
  '1d': DAY,
  '1w': 7 * DAY,
};

/**
 * The server stores and streams 1m 5m 15m 30m 1h 4h 1d 1w only (server/market/periods.ts). The
 * other periods are merged in the browser from the longest stored period that divides them.
 */
const SOURCE_PERIOD: Partial<Record<ChartPeriod, ChartPeriod>> = {
  '3m': '1m',
  '2h': '1h',
  '6h': '1h',
  '12h': '4h',
};

/** How many candles of the chosen period the chart asks for. */
export const CANDLES_SHOWN = 500;

export interface PeriodSource {
  /** Period length the server is asked for, in ms (the `range` of the API and the kline topic). */
  rangeMs: number;
  /** How many server candles make one chart candle. */
  factor: number;
  /** Server candles to request. */
  limit: number;
}

export function periodSource(period: ChartPeriod): PeriodSource {
  const source = SOURCE_PERIOD[period] ?? period;
  const rangeMs = PERIOD_MS[source];
  const factor = PERIOD_MS[period] / rangeMs;
  return { rangeMs, factor, limit: Math.min(MAX_CANDLES_PER_REQUEST, CANDLES_SHOWN * factor) };
}

export function isChartPeriod(value: unknown): value is ChartPeriod {
  return typeof value === 'string' && (CHART_PERIODS as readonly string[]).includes(value);
}
