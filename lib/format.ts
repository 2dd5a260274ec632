import { Decimal, toDecimal, type DecimalInput } from './decimal';
import { intlLocale } from './locale';

/**
 * Number formatting for the UI, in one place. Values go through decimal.js and are cut (never
 * rounded up) to the wanted decimals; Intl is used only to learn each locale's separators, so a
 * price is never turned into a binary float on its way to the screen.
 */
interface Separators {
  group: string;
  decimal: string;
}

const separatorCache = new Map<string, Separators>();

function separatorsFor(locale: string): Separators {
  const tag = intlLocale(locale);
  let cached = separatorCache.get(tag);
  if (!cached) {
    const parts = new Intl.NumberFormat(tag).formatToParts(1234567.5);
    cached = {
      group: parts.find((p) => p.type === 'group')?.value ?? ',',
      decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    };
    separatorCache.set(tag, cached);
  }
  return cached;
}

export interface FormatNumberOptions {
  /** Fixed number of decimals (cut towards zero). Omit to keep the value's own decimals. */
  decimals?: number;
  /** Drop trailing zeros after cutting. */
  trimZeros?: boolean;
  /** Prefix positive values with "+". */
  signed?: boolean;
  /** Text for a missing or non-numeric value. */
  placeholder?: string;
}

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
    d = d.toDecimalPlaces(Math.max(0, options.decimals), Decimal.ROUND_DOWN);
    text = d.toFixed(Math.max(0, options.decimals));
  } else {
    text = d.toFixed();
  }
  if (options.trimZeros && text.includes('.')) text = text.replace(/\.?0+$/, '');
  const negative = text.startsWith('-');
  if (negative) text = text.slice(1);
  // "-0.00" after cutting a tiny negative value is shown as zero.
  const isZero = /^[0.]*$/.test(text);
  const [integer = '0', fraction] = text.split('.');
  const { group, decimal } = separatorsFor(locale);
  const body = groupDigits(integer, group) + (fraction ? decimal + fraction : '');
  if (negative && !isZero) return `-${body}`;
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
  options: { decimals?: number; signed?: boolean } = {},
): string {
  if (isMissing(rate)) return '--';
  const percent = toDecimal(rate).times(100);
  return `${formatNumber(percent, locale, { decimals: options.decimals ?? 2, signed: options.signed })}%`;
}
