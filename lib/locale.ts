/**
 * Locale values the data layer needs, derived from the route locales in lib/i18n. Accepts any
 * string and falls back to English, the default app locale (en_US).
 */
import { defaultLocale, isLocale, localeInfo, type Locale } from './i18n/locales';

function toLocale(locale: string | undefined | null): Locale {
  const lower = (locale ?? '').toLowerCase();
  return isLocale(lower) ? lower : defaultLocale;
}

/** The language value sent to the backend with every request (e.g. "ko_KR"). */
export function apiLanguage(locale: string | undefined | null): string {
  return localeInfo[toLocale(locale)].appLocale;
}

/** The BCP 47 tag used for Intl number formatting. */
export function intlLocale(locale: string | undefined | null): string {
  return localeInfo[toLocale(locale)].intlLocale;
}
