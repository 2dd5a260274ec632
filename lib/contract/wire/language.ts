/**
 * The four languages of the exchange, as the web app routes them (`/{lang}`) and as the server
 * answers in them. The app's locale table (lib/i18n/locales.ts) and the server's request parsing
 * (server/api/language.ts) both start from this list.
 */
export const LANGUAGES = ['en', 'ko', 'ja', 'zh-hant'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Spellings clients send: route codes, the data layer's app locales and common tags. */
const ALIASES: Record<string, Language> = {
  en: 'en',
  en_us: 'en',
  'en-us': 'en',
  ko: 'ko',
  ko_kr: 'ko',
  'ko-kr': 'ko',
  ja: 'ja',
  ja_jp: 'ja',
  'ja-jp': 'ja',
  'zh-hant': 'zh-hant',
  zh_hant: 'zh-hant',
  zh_cn: 'zh-hant', // the spec maps zh-hant to the app locale zh_CN
  zh_tw: 'zh-hant',
  'zh-tw': 'zh-hant',
  'zh-hk': 'zh-hant',
};

/** The language a route code, app locale or language tag names; undefined for any other text. */
export function toLanguage(value: string | undefined): Language | undefined {
  return value === undefined ? undefined : ALIASES[value.trim().toLowerCase()];
}
