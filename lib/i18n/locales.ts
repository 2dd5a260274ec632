import { LANGUAGES, type Language } from '@/lib/contract/wire/language';

/**
 * The four interface languages. `appLocale` is the data layer's locale value from the spec's
 * table (zh-hant deliberately maps to zh_CN there); `htmlLang` is the BCP 47 tag for <html lang>
 * and hreflang.
 */
export const locales = LANGUAGES;
export type Locale = Language;

export const defaultLocale: Locale = 'en';

export interface LocaleInfo {
  code: Locale;
  appLocale: 'en_US' | 'ko_KR' | 'ja_JP' | 'zh_CN';
  htmlLang: string;
  /** The language's own name, shown in the switcher. */
  nativeName: string;
  /** Locale used by Intl for numbers and dates. */
  intlLocale: string;
}

export const localeInfo: Record<Locale, LocaleInfo> = {
  en: {
    code: 'en',
    appLocale: 'en_US',
    htmlLang: 'en',
    nativeName: 'English',
    intlLocale: 'en-US',
  },
  ko: { code: 'ko', appLocale: 'ko_KR', htmlLang: 'ko', nativeName: '한국어', intlLocale: 'ko-KR' },
  ja: { code: 'ja', appLocale: 'ja_JP', htmlLang: 'ja', nativeName: '日本語', intlLocale: 'ja-JP' },
  'zh-hant': {
    code: 'zh-hant',
    appLocale: 'zh_CN',
    htmlLang: 'zh-Hant',
    nativeName: '繁體中文',
    intlLocale: 'zh-Hant-TW',
  },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

export const LOCALE_COOKIE = 'NEXT_LOCALE';
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Records the language in the cookie the middleware negotiates with (browser only). */
export function writeLocaleCookie(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
}
/** Local-storage keys that mirror the route's language for the data layer. */
export const STORED_LANGUAGE_KEY = 'lang';
export const STORED_APP_LOCALE_KEY = 'appLocale';
