'use client';

import { useEffect } from 'react';
import {
  STORED_APP_LOCALE_KEY,
  STORED_LANGUAGE_KEY,
  localeInfo,
  writeLocaleCookie,
  type Locale,
} from '@/lib/i18n/locales';

/** Keeps the stored language, the app-locale value and the locale cookie in step with the route. */
export function LocaleSync({ locale }: { locale: Locale }) {
  useEffect(() => {
    try {
      window.localStorage.setItem(STORED_LANGUAGE_KEY, locale);
      window.localStorage.setItem(STORED_APP_LOCALE_KEY, localeInfo[locale].appLocale);
    } catch {
      // Storage can be unavailable (private mode); the cookie still records the choice.
    }
    writeLocaleCookie(locale);
  }, [locale]);
  return null;
}
