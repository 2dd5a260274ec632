import { CANDLE_PERIODS_MS, type CandlePeriodMs } from '../../market/periods';

/** Binance's kline intervals this server keeps candles for (others answer -1120). */
export const BINANCE_INTERVALS: Readonly<Record<string, CandlePeriodMs>> = {
  '1m': 60_000,
  '5m': 300_000,
  '15m': 900_000,
  '30m': 1_800_000,
  '1h': 3_600_000,
  '4h': 14_400_000,
  '1d': 86_400_000,
  '1w': 604_800_000,
};

const BY_PERIOD = new Map<number, string>(
  Object.entries(BINANCE_INTERVALS).map(([name, ms]) => [ms, name]),
);

export function periodOfInterval(interval: string): CandlePeriodMs | undefined {
  return Object.hasOwn(BINANCE_INTERVALS, interval) ? BINANCE_INTERVALS[interval] : undefined;
}

export function intervalOfPeriod(periodMs: number): string | undefined {
  return BY_PERIOD.get(periodMs);
}

// Every interval names a period the candles are kept in.
for (const ms of Object.values(BINANCE_INTERVALS)) {
  if (!(CANDLE_PERIODS_MS as readonly number[]).includes(ms))
    throw new Error(`no ${ms} ms candles`);
}
