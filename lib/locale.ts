/**
 * Locale values the data layer needs. The route locales are the lead's (lib/i18n); this file
 * only maps them to what the backend and Intl expect, so it accepts any string and falls back
 * to English, the default app locale (en_US).
 */
export type AppLocale = 'en' | 'ko' | 'ja' | 'zh-hant';

export const DEFAULT_LOCALE: AppLocale = 'en';

const apiLanguages: Record<AppLocale, string> = {
  en: 'en_US',
  'zh-hant': 'zh_CN',
  ja: 'ja_JP',
  ko: 'ko_KR',
};

const intlLocales: Record<AppLocale, string> = {
  en: 'en-US',
  'zh-hant': 'zh-Hant-TW',
  ja: 'ja-JP',
  ko: 'ko-KR',
};

export function toAppLocale(locale: string | undefined | null): AppLocale {
  const lower = (locale ?? '').toLowerCase();
  return lower in apiLanguages ? (lower as AppLocale) : DEFAULT_LOCALE;
}

/** The language value sent to the backend with every request (e.g. "ko_KR"). */
export function apiLanguage(locale: string | undefined | null): string {
  return apiLanguages[toAppLocale(locale)];
}

/** The BCP 47 tag used for Intl number formatting. */
export function intlLocale(locale: string | undefined | null): string {
  return intlLocales[toAppLocale(locale)];
}
