'use client';

import { useLocale } from 'next-intl';
import { useMemo } from 'react';

/** Epoch ms as a date and time in the page's language and the browser's time zone. */
export function useFormatTime(): (time: number) => string {
  const locale = useLocale();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' });
    return (time: number) => format.format(time);
  }, [locale]);
}

/** A language code the server recorded (en, ko, ja, zh-hant) in the page's language. */
export function useLanguageName(): (code: string | null) => string {
  const locale = useLocale();
  return useMemo(() => {
    let names: Intl.DisplayNames | undefined;
    try {
      names = new Intl.DisplayNames(locale, { type: 'language' });
    } catch {
      names = undefined;
    }
    return (code: string | null) => {
      if (!code) return '—';
      try {
        return names?.of(code) ?? code;
      } catch {
        return code;
      }
    };
  }, [locale]);
}
