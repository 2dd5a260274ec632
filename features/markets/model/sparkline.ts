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

/**
 * The sparkline's drawing space: one unit per hour across, one per level down (0 the highest);
 * stretched to its 96 × 32 px by market-listing.css with a stroke that does not scale, so the
 * path needs no fractions.
 */
export const SPARKLINE_HEIGHT = TOP_LEVEL;

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

/**
 * The SVG path of levels in the sparkline's space (`0 0 {levels − 1} 63`): oldest on the left,
 * the highest level at the top, a flat day across the middle, in relative steps ("M0 27l1 3 1-7…",
 * about 4 bytes an hour). Unreadable or too few levels draw nothing (null).
 */
export function sparklinePath(levels: string): string | null {
  const values = [...levels].map((digit) => SPARKLINE_ALPHABET.indexOf(digit));
  if (values.length < 2 || values.includes(-1)) return null;
  const last = values.length - 1;
  if (values.every((value) => value === values[0])) return `M0 ${TOP_LEVEL / 2}h${last}`;
  const steps = values.slice(1).map((value, index) => {
    const rise = (values[index] ?? value) - value;
    return rise < 0 ? `1${rise}` : `1 ${rise}`;
  });
  return `M0 ${TOP_LEVEL - (values[0] ?? 0)}l${steps.join(' ')}`;
}
