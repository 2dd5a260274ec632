import { toDecimal, type Decimal } from '@/lib/decimal';
import { intlLocale } from '@/lib/locale';

export type TradeSide = 'buy' | 'sell';

/**
 * The taker's side of a public trade. The bundled server sends "buy" / "sell"; other feeds spell
 * it in capitals or as "bid" / "ask". Anything else is unknown and drawn without a colour.
 */
export function tradeSide(side: string | number): TradeSide | null {
  const text = String(side).trim().toLowerCase();
  if (text === 'buy' || text === 'bid' || text === 'b') return 'buy';
  if (text === 'sell' || text === 'ask' || text === 's') return 'sell';
  return null;
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A trade's time as HH:mm:ss in the page's language and the viewer's time zone (the runtime's
 * own zone unless one is given), 24-hour in every locale so the column keeps one width.
 */
export function formatTradeTime(time: number, locale: string, timeZone?: string): string {
  const key = `${locale}|${timeZone ?? ''}`;
  let format = timeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), {
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      ...(timeZone ? { timeZone } : {}),
    });
    timeFormats.set(key, format);
  }
  return format.format(time);
}

/** A trade this many times the median size of the list is a large one. */
export const LARGE_TRADE_MULTIPLE = 5;
/** Below this many trades the median says too little to call any of them large. */
export const LARGE_TRADE_MIN_SAMPLE = 10;

/**
 * The size from which a trade in `amounts` (the recent trades of one contract) counts as large:
 * LARGE_TRADE_MULTIPLE × their median size; null while there are too few to tell.
 */
export function largeTradeSize(amounts: readonly (string | number)[]): Decimal | null {
  const sizes = amounts
    .map((amount) => toDecimal(amount, Number.NaN))
    .filter((size) => size.isFinite() && size.greaterThan(0))
    .sort((a, b) => a.comparedTo(b));
  if (sizes.length < LARGE_TRADE_MIN_SAMPLE) return null;
  const middle = sizes.length / 2;
  const median = Number.isInteger(middle)
    ? (sizes[middle - 1] as Decimal).plus(sizes[middle] as Decimal).dividedBy(2)
    : (sizes[Math.floor(middle)] as Decimal);
  return median.times(LARGE_TRADE_MULTIPLE);
}

const fillFormats = new Map<string, { day: Intl.DateTimeFormat; dateTime: Intl.DateTimeFormat }>();

/**
 * The time of one of the user's own fills: HH:mm:ss when it was today (in the viewer's zone, or
 * `timeZone`), else MM/DD HH:mm in the page's language, since a fill may be days old.
 */
export function formatFillTime(
  time: number,
  now: number,
  locale: string,
  timeZone?: string,
): string {
  const key = `${locale}|${timeZone ?? ''}`;
  let formats = fillFormats.get(key);
  if (!formats) {
    const zone = timeZone ? { timeZone } : {};
    formats = {
      day: new Intl.DateTimeFormat(intlLocale(locale), {
        month: '2-digit',
        day: '2-digit',
        ...zone,
      }),
      dateTime: new Intl.DateTimeFormat(intlLocale(locale), {
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        ...zone,
      }),
    };
    fillFormats.set(key, formats);
  }
  return formats.day.format(time) === formats.day.format(now)
    ? formatTradeTime(time, locale, timeZone)
    : formats.dateTime.format(time);
}
