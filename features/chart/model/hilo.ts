import { isUp, type Candle } from './candle';

export interface HiLoBar {
  time: number;
  open: string;
  high: string;
  low: string;
  close: string;
  up: boolean;
}

/**
 * HiLo: each period as a bar from its low to its high, with open = high and close = low so the
 * bar's ticks mark the two extremes; `up` keeps the candle's own direction for the colour.
 */
export function hiLoBars(candles: readonly Candle[]): HiLoBar[] {
  return candles.map(hiLoBar);
}

export function hiLoBar(c: Candle): HiLoBar {
  return { time: c.time, open: c.high, high: c.high, low: c.low, close: c.low, up: isUp(c) };
}
