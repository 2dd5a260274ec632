import type { Candle } from '../candle';
import type { IndicatorBar } from './stepper';

/** Bars of the given closes, each its own high and low (enough for averages and RSI). */
export const closes = (values: readonly number[]): IndicatorBar[] =>
  values.map((close) => ({ high: close, low: close, close, volume: 1 }));

/** A small seeded generator (mulberry32), so a failing random case is the same next run. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A random walk of candles around BTC's price, with the decimals the API sends. */
export function randomCandle(next: () => number, time: number, previousClose: number): Candle {
  const open = previousClose;
  const close = Math.max(1, open + (next() - 0.5) * 400);
  const high = Math.max(open, close) + next() * 150;
  const low = Math.min(open, close) - next() * 150;
  return {
    time,
    open: open.toFixed(1),
    high: high.toFixed(1),
    low: low.toFixed(1),
    close: close.toFixed(1),
    volume: (next() * 40).toFixed(3),
  };
}
