import type DecimalJs from 'decimal.js';
import { Decimal, toDecimal, type DecimalInput } from './decimal';
import { intlLocale } from './locale';

/**
 * Number formatting for the UI, in one place. Values go through decimal.js (precision 20) and are
 * cut to the wanted decimals by default: what a user can spend or withdraw (a balance, what is
 * available, a maximum quantity) must never be shown larger than it is. A figure that reports a
 * result instead (PnL, a loss, a fee, a return) is rounded half-up (`rounding: 'half-up'`, or
 * formatPnl / formatFee / formatRoi): cut, a loss of 0.407 would read 0.40 and look smaller than
 * it was. Intl is used only to learn each locale's separators, so a price is never turned into a
 * binary float on its way to the screen.
 */
export interface Separators {
  group: string;
  decimal: string;
}

/**
 * What Intl answers for the site's own languages (en-US, ko-KR, ja-JP, zh-Hant-TW; a unit test
 * keeps this in step with Intl). Asking Intl costs its locale data on the first call, 12 ms on
 * a fast machine and 50 on a phone, inside the long task that hydrates a page of prices.
 */
const KNOWN_SEPARATORS: Readonly<Record<string, Separators>> = {
  'en-US': { group: ',', decimal: '.' },
  'ko-KR': { group: ',', decimal: '.' },
  'ja-JP': { group: ',', decimal: '.' },
  'zh-Hant-TW': { group: ',', decimal: '.' },
};

/**
 * The locale's thousands and decimal separators, as Intl renders them. Every locale maps to one
 * of the site's languages (lib/locale), so Intl is asked only for a language added to the site
 * and not yet to the table (its unit test then fails until it is).
 */
export function localeSeparators(locale: string): Separators {
  const tag = intlLocale(locale);
  return KNOWN_SEPARATORS[tag] ?? intlSeparators(tag);
}

/** The separators Intl uses for `tag`. */
export function intlSeparators(tag: string): Separators {
  const parts = new Intl.NumberFormat(tag).formatToParts(1234567.5);
  return {
    group: parts.find((p) => p.type === 'group')?.value ?? ',',
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
  };
}

/**
 * How a figure is brought to its decimals. `down` cuts towards zero (amounts a user can spend or
 * withdraw); `half-up` rounds to the nearest, a half away from zero (−0.405 → −0.41), for PnL,
 * losses, fees and returns.
 */
export type Rounding = 'down' | 'half-up';

/** decimal.js rounding mode of a Rounding. */
export function decimalRounding(rounding: Rounding = 'down'): DecimalJs.Rounding {
  return rounding === 'half-up' ? Decimal.ROUND_HALF_UP : Decimal.ROUND_DOWN;
}

export interface FormatNumberOptions {
  /** Fixed number of decimals. Omit to keep the value's own decimals. */
  decimals?: number;
  /** How to reach `decimals`: cut towards zero (default) or half-up. */
  rounding?: Rounding;
  /** Drop trailing zeros after cutting. */
  trimZeros?: boolean;
  /** Prefix positive values with "+". */
  signed?: boolean;
  /** Text for a missing or non-numeric value. */
  placeholder?: string;
  /**
   * Write negatives with the minus sign U+2212 instead of a hyphen: as wide as "+", so a signed
   * column of P&L stays aligned, and screen readers say "minus".
   */
  typographicMinus?: boolean;
}

const MINUS = '\u2212';

function isMissing(value: DecimalInput | null | undefined): boolean {
  if (value === null || value === undefined || value === '') return true;
  try {
    return new Decimal(value).isNaN();
  } catch {
    return true;
  }
}

function groupDigits(integer: string, group: string): string {
  let out = '';
  for (let i = 0; i < integer.length; i += 1) {
    if (i > 0 && (integer.length - i) % 3 === 0) out += group;
    out += integer[i];
  }
  return out;
}

export function formatNumber(
  value: DecimalInput | null | undefined,
  locale: string,
  options: FormatNumberOptions = {},
): string {
  if (isMissing(value)) return options.placeholder ?? '--';
  let d = toDecimal(value);
  let text: string;
  if (options.decimals !== undefined) {
    d = d.toDecimalPlaces(Math.max(0, options.decimals), decimalRounding(options.rounding));
    text = d.toFixed(Math.max(0, options.decimals));
  } else {
    text = d.toFixed();
  }
  if (options.trimZeros && text.includes('.')) text = text.replace(/\.?0+$/, '');
  const negative = text.startsWith('-');
  if (negative) text = text.slice(1);
  // "-0.00" after cutting or rounding a tiny negative value is shown as zero.
  const isZero = /^[0.]*$/.test(text);
  const [integer = '0', fraction] = text.split('.');
  const { group, decimal } = localeSeparators(locale);
  const body = groupDigits(integer, group) + (fraction ? decimal + fraction : '');
  if (negative && !isZero) return `${options.typographicMinus ? MINUS : '-'}${body}`;
  if (options.signed && !isZero) return `+${body}`;
  return body;
}

/** A quantity shown with the instrument's amount precision. */
export function formatAmount(
  value: DecimalInput | null | undefined,
  locale: string,
  precision: number,
): string {
  return formatNumber(value, locale, { decimals: precision });
}

/** A price shown with the contract's price scale. */
export function formatPrice(
  value: DecimalInput | null | undefined,
  locale: string,
  priceScale: number,
): string {
  return formatNumber(value, locale, { decimals: priceScale });
}

/** A rate given as a fraction (0.0123) shown as a percentage ("+1.23%"). */
export function formatPercent(
  rate: DecimalInput | null | undefined,
  locale: string,
  options: {
    decimals?: number;
    signed?: boolean;
    typographicMinus?: boolean;
    placeholder?: string;
    rounding?: Rounding;
  } = {},
): string {
  if (isMissing(rate)) return options.placeholder ?? '--';
  const percent = toDecimal(rate).times(100);
  const text = formatNumber(percent, locale, {
    decimals: options.decimals ?? 2,
    signed: options.signed ?? false,
    typographicMinus: options.typographicMinus ?? false,
    rounding: options.rounding ?? 'down',
  });
  return `${text}%`;
}

/**
 * A profit or loss (realised, unrealised, funding): signed, with the typographic minus, rounded
 * half-up at `decimals` (the contract's or the wallet's money precision).
 */
export function formatPnl(
  value: DecimalInput | null | undefined,
  locale: string,
  decimals: number,
  options: { placeholder?: string } = {},
): string {
  return formatNumber(value, locale, {
    decimals,
    signed: true,
    typographicMinus: true,
    rounding: 'half-up',
    ...options,
  });
}

/** A fee paid (trading fee, withdrawal fee), rounded half-up at `decimals`. */
export function formatFee(
  value: DecimalInput | null | undefined,
  locale: string,
  decimals: number,
  options: { placeholder?: string } = {},
): string {
  return formatNumber(value, locale, { decimals, rounding: 'half-up', ...options });
}

/** A return (ROI, ROE) given as a fraction, as a signed percentage rounded half-up. */
export function formatRoi(
  rate: DecimalInput | null | undefined,
  locale: string,
  options: { decimals?: number; placeholder?: string } = {},
): string {
  return formatPercent(rate, locale, {
    decimals: options.decimals ?? 2,
    signed: true,
    typographicMinus: true,
    rounding: 'half-up',
    ...options,
  });
}

/**
 * Turns what a user typed or pasted into a numeric input into ASCII decimal text ("1234.5"), or
 * as close to it as the text allows; the input's own rule then accepts or refuses the result.
 *
 * - Full-width digits and marks (０-９, ．, ，, －, from CJK input methods) become ASCII, and
 *   the minus sign U+2212 (copied from a formatted P&L) becomes "-".
 * - Spaces of every kind, apostrophes and underscores are grouping, never part of a number.
 * - Typed: the locale's decimal separator and "," both mean the decimal point. A keypad's decimal
 *   key gives "," under many system layouts even when the app is in English, and thousands
 *   separators are never typed into an amount by hand.
 * - Pasted: a copied "1,234.50" keeps its meaning. With both "," and "." present the last one is
 *   the decimal point; a mark that repeats, or a "," followed by exactly three digits in a locale
 *   whose decimal point is ".", groups thousands and is dropped.
 */
export function normalizeDecimalText(
  raw: string,
  locale: string,
  source: 'typed' | 'pasted' = 'typed',
): string {
  let text = raw
    .normalize('NFKC')
    .replace(/[\u2212\u2012\u2013\uFE63]/g, '-')
    .replace(/[\s'\u2019_]/g, '');
  const { decimal, group } = localeSeparators(locale);
  if (source === 'typed') {
    if (decimal !== '.') text = text.split(decimal).join('.');
    return text.replace(/,/g, '.');
  }
  if (text.startsWith('+')) text = text.slice(1);
  const lastDot = text.lastIndexOf('.');
  const lastComma = text.lastIndexOf(',');
  let point: '.' | ',' | null = null;
  if (lastDot >= 0 && lastComma >= 0) {
    point = lastDot > lastComma ? '.' : ',';
  } else if (lastDot >= 0 || lastComma >= 0) {
    const mark = lastDot >= 0 ? '.' : ',';
    const repeats = text.indexOf(mark) !== text.lastIndexOf(mark);
    const looksLikeThousands =
      mark === group && mark !== decimal && /^-?\d{1,3}([.,]\d{3})+$/.test(text);
    point = repeats || looksLikeThousands ? null : mark;
  }
  const other = point === ',' ? '.' : ',';
  text = text.split(other).join('');
  if (point === null) text = text.replace(/[.,]/g, '');
  else if (point === ',') text = text.replace(',', '.');
  return text;
}
