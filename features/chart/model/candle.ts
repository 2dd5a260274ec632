import { Decimal, toDecimal } from '@/lib/decimal';

/**
 * A candle as the chart keeps it: open time in epoch ms and decimal strings exactly as the API
 * sent them, so every transform below works on decimals and never on binary floats.
 */
export interface Candle {
  time: number;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
}

/** A point of a brick chart (Renko, Line Break, Point & Figure): a box from open to close. */
export interface Brick {
  time: number;
  open: string;
  high: string;
  low: string;
  close: string;
}

/** A turning point of a line chart (Kagi), with the direction of the segment that ends there. */
export interface LinePoint {
  time: number;
  value: string;
  direction: 'up' | 'down';
}

export const dec = (value: string): Decimal => toDecimal(value);

export const isUp = (c: Pick<Candle, 'open' | 'close'>): boolean =>
  dec(c.close).greaterThanOrEqualTo(dec(c.open));

export function maxOf(...values: Decimal[]): Decimal {
  return Decimal.max(...values);
}

export function minOf(...values: Decimal[]): Decimal {
  return Decimal.min(...values);
}

/**
 * Brick charts are not time based: several bricks can come out of one candle. The chart needs
 * strictly increasing times, so a brick that would share its predecessor's time is moved one
 * second later (the next candle's own time is used again as soon as it is later).
 */
export function nextDistinctTime(previous: number | undefined, time: number): number {
  return previous === undefined || time > previous ? time : previous + 1000;
}

/**
 * Collects Renko bricks and Line Break lines: each from an open to a close, high and low from the
 * two, at the completing candle's time, moved on by a second when one candle completes several.
 */
export function brickWriter(): {
  bricks: Brick[];
  push: (open: Decimal, close: Decimal, time: number) => void;
} {
  const bricks: Brick[] = [];
  let lastTime: number | undefined;
  const push = (open: Decimal, close: Decimal, time: number) => {
    lastTime = nextDistinctTime(lastTime, time);
    const up = close.greaterThan(open);
    bricks.push({
      time: lastTime,
      open: open.toFixed(),
      close: close.toFixed(),
      high: (up ? close : open).toFixed(),
      low: (up ? open : close).toFixed(),
    });
  };
  return { bricks, push };
}

/**
 * The box size of Renko and Point & Figure and the Kagi reversal: `percent` % of the first close
 * shown (0.5 by default), rounded up to a whole number of ticks (at least one tick), so a brick is
 * a move a trader notices on any contract, from BTC to a sub-cent coin. The first close, not the
 * last: the box must not change while the live candle moves, or every brick would be redrawn.
 */
export function boxSizeFor(
  candles: readonly Candle[],
  tickSize: string,
  percent: string = '0.5',
): string {
  const tick = dec(tickSize);
  const first = candles[0];
  if (!first || tick.lessThanOrEqualTo(0)) return tickSize;
  const raw = dec(first.close).times(percent).dividedBy(100);
  const ticks = raw.dividedBy(tick).toDecimalPlaces(0, Decimal.ROUND_UP);
  return Decimal.max(ticks, 1).times(tick).toFixed();
}
