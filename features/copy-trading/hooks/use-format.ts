'use client';

import { useLocale } from 'next-intl';
import { useMemo } from 'react';
import { formatNumber, formatPercent, formatPnl } from '@/lib/format';

/** Figures of the copy-trading pages in the page's language (decimal text in, text out). */
export function useFigures() {
  const locale = useLocale();
  return useMemo(() => {
    const date = new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    return {
      usdt: (value: string | null | undefined) =>
        formatNumber(value, locale, { decimals: 2, placeholder: '--' }),
      /** A profit or loss, rounded half-up (cut, a loss would look smaller than it is). */
      signedUsdt: (value: string | null | undefined) =>
        formatPnl(value, locale, 2, { placeholder: '--' }),
      quantity: (value: string | null | undefined) =>
        formatNumber(value, locale, { placeholder: '--' }),
      /** Returns, win rates and drawdowns: results, rounded half-up. */
      percent: (value: string | null | undefined, signed = false) =>
        formatPercent(value, locale, {
          decimals: 2,
          signed,
          typographicMinus: signed,
          placeholder: '--',
          rounding: 'half-up',
        }),
      dateTime: (time: number | null | undefined) =>
        time === null || time === undefined ? '--' : date.format(time),
    };
  }, [locale]);
}

/** Up/down colour of a signed figure. */
export function signClass(value: string | null | undefined): string {
  if (!value) return 'text-fg';
  if (value.startsWith('-')) return 'text-down';
  return /^0*(\.0*)?$/.test(value) ? 'text-fg' : 'text-up';
}
