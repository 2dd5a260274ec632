import type { KlinePoint } from '@/features/market';
import { Decimal, toDecimal } from '@/lib/decimal';

/** Sparkline points ("x,y x,y …") of each contract's last 24 h, by contract id. */
export type Sparklines = Readonly<Record<number, string>>;

export interface SparklineBox {
  width: number;
  height: number;
  /** Room kept free at every edge so the stroke is not clipped. */
  inset?: number;
}

/** The sparkline's drawing area (an SVG viewBox of `0 0 width height`); market-listing.css draws it at this size (w-24 h-8). */
export const SPARKLINE_BOX = { width: 96, height: 32, inset: 2 } as const satisfies SparklineBox;

// Geometry, not money: coordinates round to the nearest tenth of a pixel (finer is invisible on a
// 96 px line and costs every row's HTML), half up (the app's decimals otherwise cut towards zero,
// which would pull the right edge in by a hair).
const coordinate = (value: Decimal): string =>
  value.toDecimalPlaces(1, Decimal.ROUND_HALF_UP).toString();

/**
 * The SVG polyline points ("x,y x,y …") of candles' closes, oldest on the left, the highest close
 * at the top. Prices are scaled with decimals; a flat day is a line across the middle. Fewer than
 * two usable candles draw nothing (null).
 */
export function sparklinePoints(
  candles: readonly Pick<KlinePoint, 'time' | 'close'>[],
  box: SparklineBox = SPARKLINE_BOX,
): string | null {
  const closes = [...candles]
    .sort((a, b) => a.time - b.time)
    .map((candle) => toDecimal(candle.close, NaN))
    .filter((close) => !close.isNaN());
  if (closes.length < 2) return null;

  const inset = box.inset ?? 0;
  const width = new Decimal(box.width - 2 * inset);
  const height = new Decimal(box.height - 2 * inset);
  const high = Decimal.max(...closes);
  const low = Decimal.min(...closes);
  const range = high.minus(low);
  const step = width.dividedBy(closes.length - 1);

  return closes
    .map((close, index) => {
      const x = step.times(index).plus(inset);
      const y = range.isZero()
        ? height.dividedBy(2).plus(inset)
        : high.minus(close).dividedBy(range).times(height).plus(inset);
      return `${coordinate(x)},${coordinate(y)}`;
    })
    .join(' ');
}
