import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { isLocale, defaultLocale, type Locale } from '@/lib/i18n/locales';
import { buildPageMetadata } from '@/lib/seo';

type MetadataKey =
  | 'home'
  | 'markets'
  | 'futures'
  | 'logIn'
  | 'signUp'
  | 'forgot'
  | 'fund'
  | 'fundingRate'
  | 'officialVerification'
  | 'account'
  | 'futuresInfo'
  | 'help'
  | 'helpArticle'
  | 'notices'
  | 'notice'
  | 'listingApply'
  | 'download'
  | 'terms'
  | 'privacy';

/** Title, description, canonical and alternates of a page, in the page's language. */
export async function pageMetadata(
  lang: string,
  path: string,
  key: MetadataKey,
  values: Record<string, string | number> = {},
  options: { noIndex?: boolean } = {},
): Promise<Metadata> {
  const locale = isLocale(lang) ? lang : defaultLocale;
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return buildPageMetadata({
    locale,
    path,
    title: t(`${key}Title`, values),
    description: t(`${key}Description`, values),
    siteName: t('siteName'),
    noIndex: options.noIndex,
  });
}

/**
 * The same for a page whose words live in its feature's own namespace (`Wallet.Metadata`…):
 * the page translates title and description, this adds the site name, canonical and alternates.
 */
export async function translatedPageMetadata(
  lang: string,
  path: string,
  texts: (locale: Locale) => Promise<{ title: string; description: string }>,
  options: { noIndex?: boolean } = {},
): Promise<Metadata> {
  const locale = isLocale(lang) ? lang : defaultLocale;
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  const { title, description } = await texts(locale);
  return buildPageMetadata({
    locale,
    path,
    title,
    description,
    siteName: t('siteName'),
    noIndex: options.noIndex,
  });
}
