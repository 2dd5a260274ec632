import type { Metadata } from 'next';
import { defaultLocale, localeInfo, locales, type Locale } from './i18n/locales';

/** "/ko/futures/BTCUSDT?x=1/" → "/ko/futures/BTCUSDT": canonical paths carry no query or trailing slash. */
export function canonicalPath(locale: Locale, path: string): string {
  const withoutQuery = path.split(/[?#]/)[0] ?? '';
  const trimmed = withoutQuery.replace(/\/+$/, '');
  const rest =
    trimmed === '' || trimmed === '/' ? '' : trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
  return `/${locale}${rest}`;
}

/** hreflang → path for every language, plus x-default pointing at the English page. */
export function languageAlternates(path: string): Record<string, string> {
  const alternates: Record<string, string> = {};
  for (const locale of locales)
    alternates[localeInfo[locale].htmlLang] = canonicalPath(locale, path);
  alternates['x-default'] = canonicalPath(defaultLocale, path);
  return alternates;
}

interface PageMetadataInput {
  locale: Locale;
  /** Path without the language prefix, e.g. "/futures/BTCUSDT". */
  path: string;
  title: string;
  description?: string;
  siteName: string;
  noIndex?: boolean;
}

export function buildPageMetadata({
  locale,
  path,
  title,
  description,
  siteName,
  noIndex,
}: PageMetadataInput): Metadata {
  const canonical = canonicalPath(locale, path);
  return {
    title,
    description,
    alternates: { canonical, languages: languageAlternates(path) },
    openGraph: {
      title,
      description,
      url: canonical,
      siteName,
      locale: localeInfo[locale].appLocale,
      type: 'website',
    },
    twitter: { card: 'summary', title, description },
    robots: noIndex ? { index: false, follow: true } : undefined,
  };
}

/** The public origin: SITE_URL when configured, else the request's own host. */
export function resolveSiteOrigin(
  env: string | undefined,
  host: string | null,
  proto: string | null,
): URL {
  if (env) return new URL(env);
  const protocol = proto?.split(',')[0]?.trim() || 'http';
  return new URL(`${protocol}://${host ?? 'localhost:3000'}`);
}

/** The public origin of the request these headers came with (SITE_URL when configured). */
export function requestSiteOrigin(headers: { get(name: string): string | null }): URL {
  return resolveSiteOrigin(
    process.env.SITE_URL,
    headers.get('x-forwarded-host') ?? headers.get('host'),
    headers.get('x-forwarded-proto'),
  );
}
