import type { KlinePoint } from '@/features/market';
import { Decimal, toDecimal } from '@/lib/decimal';

/**
 * Each contract's last 24 h as sparkline levels, by contract id: one character per hourly close
 * (`SPARKLINE_ALPHABET`, 0 the lowest close, 63 the highest). The page's data carries these 24
 * characters instead of the drawn points (about 170 bytes a row); the listing draws the points
 * from them, on the server for the HTML and again in the browser.
 */
export type Sparklines = Readonly<Record<number, string>>;

/** Base64url's digits: nothing in them needs escaping in JSON, HTML or a URL. */
export const SPARKLINE_ALPHABET =
  'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const TOP_LEVEL = SPARKLINE_ALPHABET.length - 1;

export interface SparklineBox {
  width: number;
  height: number;
  /** Room kept free at every edge so the stroke is not clipped. */
  inset?: number;
}

/** The sparkline's drawing area (an SVG viewBox of `0 0 width height`); market-listing.css draws it at this size (w-24 h-8). */
export const SPARKLINE_BOX = { width: 96, height: 32, inset: 2 } as const satisfies SparklineBox;

/**
 * The levels of candles' closes, oldest first: prices scaled with decimals (a tiny coin's closes
 * differ in the eighth decimal), rounded to the nearest of 64 levels — half a pixel on the 28 px
 * the line may use. Fewer than two usable candles give nothing (null); a flat day gives one level
 * throughout.
 */
export function sparklineLevels(
  candles: readonly Pick<KlinePoint, 'time' | 'close'>[],
): string | null {
  const closes = [...candles]
    .sort((a, b) => a.time - b.time)
    .map((candle) => toDecimal(candle.close, NaN))
    .filter((close) => !close.isNaN());
  if (closes.length < 2) return null;
  const high = Decimal.max(...closes);
  const low = Decimal.min(...closes);
  const range = high.minus(low);
  return closes
    .map((close) => {
      const level = range.isZero()
        ? 0
        : close
            .minus(low)
            .dividedBy(range)
            .times(TOP_LEVEL)
            .toDecimalPlaces(0, Decimal.ROUND_HALF_UP)
            .toNumber();
      return SPARKLINE_ALPHABET[level];
    })
    .join('');
}

// Geometry, not money: a tenth of a pixel is finer than a 96 px line shows.
const coordinate = (value: number): string => String(Math.round(value * 10) / 10);

/**
 * The SVG polyline points ("x,y x,y …") of levels: oldest on the left, the highest at the top, a
 * flat day across the middle. Unreadable or too few levels draw nothing (null).
 */
export function sparklinePoints(levels: string, box: SparklineBox = SPARKLINE_BOX): string | null {
  const values = [...levels].map((digit) => SPARKLINE_ALPHABET.indexOf(digit));
  if (values.length < 2 || values.includes(-1)) return null;
  const inset = box.inset ?? 0;
  const width = box.width - 2 * inset;
  const height = box.height - 2 * inset;
  const flat = values.every((value) => value === values[0]);
  return values
    .map((value, index) => {
      const x = inset + (width * index) / (values.length - 1);
      const y = inset + (flat ? height / 2 : ((TOP_LEVEL - value) / TOP_LEVEL) * height);
      return `${coordinate(x)},${coordinate(y)}`;
    })
    .join(' ');
}
