import { Decimal } from '@/lib/decimal';

export interface PnlBar {
  day: number;
  net: string;
  /** Bar start and height in chart units (0 … height), measured from the top. */
  y: number;
  barHeight: number;
  up: boolean;
}

/**
 * Bars for daily net PnL, oldest on the left, around a zero line placed so the tallest gain and
 * the deepest loss both fit. Pixel geometry only: the money stays decimal text.
 */
export function pnlBars(
  days: readonly { day: number; net: string }[],
  height: number,
): { bars: PnlBar[]; zeroY: number } {
  const values = days.map((d) => new Decimal(d.net));
  const max = Decimal.max(0, ...values);
  const min = Decimal.min(0, ...values);
  const span = max.minus(min);
  if (span.isZero()) {
    return {
      zeroY: height,
      bars: [...days]
        .reverse()
        .map((d) => ({ day: d.day, net: d.net, y: height, barHeight: 0, up: true })),
    };
  }
  const scale = (value: Decimal) => value.dividedBy(span).times(height).toNumber();
  const zeroY = scale(max);
  const bars = days
    .map((d, i) => {
      const value = values[i] ?? new Decimal(0);
      const size = scale(value.abs());
      const up = !value.isNegative();
      return { day: d.day, net: d.net, y: up ? zeroY - size : zeroY, barHeight: size, up };
    })
    .reverse();
  return { bars, zeroY };
}
