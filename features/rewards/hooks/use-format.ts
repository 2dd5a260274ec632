'use client';

import { useLocale } from 'next-intl';
import { useMemo } from 'react';
import { formatNumber } from '@/lib/format';

/** A USDT amount as the server sends it (decimal text), grouped for the page's language. */
export function useUsdt(): (value: string | null | undefined) => string {
  const locale = useLocale();
  return useMemo(() => (value) => formatNumber(value, locale, { placeholder: '--' }), [locale]);
}

/** Dates and times in the page's language and the user's time zone, 24-hour clock. */
export function useDateTime(): (time: number | null | undefined) => string {
  const locale = useLocale();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    return (time) => (time === null || time === undefined ? '--' : format.format(time));
  }, [locale]);
}
