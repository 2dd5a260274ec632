import { defaultLocale, isLocale, type Locale } from './locales';

interface WeightedTag {
  tag: string;
  quality: number;
}

function parseAcceptLanguage(header: string): WeightedTag[] {
  return header
    .split(',')
    .map((part, index) => {
      const [rawTag = '', ...params] = part.trim().split(';');
      const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = qParam ? Number.parseFloat(qParam.slice(2)) : 1;
      // Keep header order for equal weights by nudging later entries down imperceptibly.
      return {
        tag: rawTag.trim().toLowerCase(),
        quality: (Number.isFinite(quality) ? quality : 0) - index * 1e-6,
      };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality);
}

/** Maps one language tag to a supported locale. Every Chinese variant reads Traditional here. */
export function localeFromTag(tag: string): Locale | undefined {
  const lower = tag.toLowerCase();
  if (isLocale(lower)) return lower;
  const primary = lower.split('-')[0];
  if (primary === 'zh') return 'zh-hant';
  if (primary === 'ko') return 'ko';
  if (primary === 'ja') return 'ja';
  if (primary === 'en') return 'en';
  return undefined;
}

/** The locale for a visitor: a valid cookie wins, then Accept-Language, then English. */
export function negotiateLocale(
  cookieValue: string | undefined,
  acceptLanguage: string | null,
): Locale {
  if (isLocale(cookieValue)) return cookieValue;
  if (acceptLanguage) {
    for (const { tag } of parseAcceptLanguage(acceptLanguage)) {
      const locale = localeFromTag(tag);
      if (locale) return locale;
    }
  }
  return defaultLocale;
}

/** Splits "/ko/futures/BTCUSDT" into its locale and the rest ("/futures/BTCUSDT"). */
export function splitLocalePath(pathname: string): { locale: Locale | undefined; rest: string } {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const first = match?.[1];
  if (first && isLocale(first)) return { locale: first, rest: match?.[2] ?? '/' };
  return { locale: undefined, rest: pathname };
}
