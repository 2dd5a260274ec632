import { type Decimal } from '@/lib/decimal';
import { dec, maxOf, minOf, type Candle } from './candle';

/**
 * Merges candles of a shorter period into candles of `periodMs`, aligned to UTC like the server's
 * own candles (a 6 h candle opens at 00:00, 06:00, 12:00, 18:00 UTC). Input in time order; the
 * last bucket may be incomplete (it is the open candle).
 */
export function aggregateCandles(candles: readonly Candle[], periodMs: number): Candle[] {
  const out: Candle[] = [];
  let bucket:
    | { time: number; open: string; high: Decimal; low: Decimal; close: string; volume: Decimal }
    | undefined;
  const flush = () => {
    if (!bucket) return;
    out.push({
      time: bucket.time,
      open: bucket.open,
      high: bucket.high.toFixed(),
      low: bucket.low.toFixed(),
      close: bucket.close,
      volume: bucket.volume.toFixed(),
    });
  };
  for (const candle of candles) {
    const start = Math.floor(candle.time / periodMs) * periodMs;
    if (!bucket || bucket.time !== start) {
      flush();
      bucket = {
        time: start,
        open: candle.open,
        high: dec(candle.high),
        low: dec(candle.low),
        close: candle.close,
        volume: dec(candle.volume),
      };
      continue;
    }
    bucket.high = maxOf(bucket.high, dec(candle.high));
    bucket.low = minOf(bucket.low, dec(candle.low));
    bucket.close = candle.close;
    bucket.volume = bucket.volume.plus(dec(candle.volume));
  }
  flush();
  return out;
}

/** Puts the open candle into a time-ordered list: replaces the candle of the same time, or appends a newer one. */
export function upsertCandle(candles: readonly Candle[], candle: Candle): Candle[] {
  const last = candles.at(-1);
  if (!last || candle.time > last.time) return [...candles, candle];
  if (candle.time === last.time) return [...candles.slice(0, -1), candle];
  const index = candles.findIndex((c) => c.time === candle.time);
  if (index === -1) return candles as Candle[];
  const next = candles.slice();
  next[index] = candle;
  return next;
}
