import { alignOpenTime, type CandlePeriodMs } from './periods';

/** A candle in integers: prices in ticks, volume in units of the series' volume scale. */
export interface TickCandle {
  openTime: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

/** Folds consecutive, time-ordered candles into candles of a longer period. */
export function aggregateCandles(
  candles: readonly TickCandle[],
  periodMs: CandlePeriodMs,
): TickCandle[] {
  const out: TickCandle[] = [];
  let current: TickCandle | undefined;
  for (const candle of candles) {
    const openTime = alignOpenTime(candle.openTime, periodMs);
    if (current && current.openTime === openTime) {
      if (candle.high > current.high) current.high = candle.high;
      if (candle.low < current.low) current.low = candle.low;
      current.close = candle.close;
      current.volume += candle.volume;
    } else {
      current = { ...candle, openTime };
      out.push(current);
    }
  }
  return out;
}

/** Merges one newer 1m candle into the open candle of a longer period (live updates). */
export function mergeCandle(
  into: TickCandle | undefined,
  minute: TickCandle,
  periodMs: CandlePeriodMs,
): TickCandle {
  const openTime = alignOpenTime(minute.openTime, periodMs);
  if (!into || into.openTime !== openTime) return { ...minute, openTime };
  return {
    openTime,
    open: into.open,
    high: Math.max(into.high, minute.high),
    low: Math.min(into.low, minute.low),
    close: minute.close,
    volume: into.volume + minute.volume,
  };
}

/**
 * Applies one observation (a trade, or an index quote with zero volume) to the open candle of a
 * period. A new candle opens at the previous close so the chart has no gaps; late points for an
 * older candle are ignored.
 */
export function applyPoint(
  current: TickCandle | undefined,
  time: number,
  ticks: number,
  volume: number,
  periodMs: CandlePeriodMs,
): TickCandle {
  const openTime = alignOpenTime(time, periodMs);
  if (current && openTime < current.openTime) return current;
  if (current && openTime === current.openTime) {
    return {
      ...current,
      high: Math.max(current.high, ticks),
      low: Math.min(current.low, ticks),
      close: ticks,
      volume: current.volume + volume,
    };
  }
  const open = current ? current.close : ticks;
  return {
    openTime,
    open,
    high: Math.max(open, ticks),
    low: Math.min(open, ticks),
    close: ticks,
    volume,
  };
}
