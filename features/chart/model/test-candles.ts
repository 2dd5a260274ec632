import type { Candle } from './candle';

/** Test data: one-minute candles from closes only (open = high = low = close), at 0, 60 000 ms… */
export function fromCloses(closes: readonly (string | number)[]): Candle[] {
  return closes.map((close, i) => {
    const value = String(close);
    return { time: i * 60_000, open: value, high: value, low: value, close: value, volume: '1' };
  });
}

export const T = (index: number): number => index * 60_000;
