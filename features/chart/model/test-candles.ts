import type { Candle } from './candle';

/** A candle from its figures, as decimal strings the way the API sends them. */
export const candle = (
  time: number,
  open: string,
  high: string,
  low: string,
  close: string,
  volume = '1',
): Candle => ({ time, open, high, low, close, volume });

/** A candle that opened, moved and closed at one price: enough where only the close matters. */
export const flatCandle = (time: number, close: string): Candle =>
  candle(time, close, close, close, close);

/** Test data: one-minute candles from closes only (open = high = low = close), at 0, 60 000 ms… */
export function fromCloses(closes: readonly (string | number)[]): Candle[] {
  return closes.map((close, i) => flatCandle(T(i), String(close)));
}

export const T = (index: number): number => index * 60_000;
