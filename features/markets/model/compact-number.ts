import { toDecimal, type DecimalInput } from '@/lib/decimal';
import { intlLocale } from '@/lib/locale';

const formatters = new Map<string, Intl.NumberFormat>();

function compactFormat(locale: string): Intl.NumberFormat {
  const tag = intlLocale(locale);
  let format = formatters.get(tag);
  if (!format) {
    format = new Intl.NumberFormat(tag, {
      notation: 'compact',
      maximumFractionDigits: 2,
      // Cut, never round up, like every other figure of the app (lib/format).
      roundingMode: 'trunc',
    });
    formatters.set(tag, format);
  }
  return format;
}

/**
 * A large amount in the locale's short form: 1.23M in English, 1.23억 in Korean, 123.45万 in
 * Japanese. The value reaches Intl as decimal text (Intl.NumberFormat reads strings exactly), so it
 * never passes through a binary float. "--" when missing.
 */
export function formatCompact(value: DecimalInput | null | undefined, locale: string): string {
  const decimal = toDecimal(value, NaN);
  if (decimal.isNaN()) return '--';
  return compactFormat(locale).format(decimal.toFixed() as `${number}`);
}
