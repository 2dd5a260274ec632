/**
 * A site path in a language: every page lives under its language prefix (routing's
 * `localePrefix: 'always'`), the home page without a trailing slash. The same paths next-intl's
 * Link writes.
 */
export function localizedHref(locale: string, href: string): string {
  return href === '/' ? `/${locale}` : `/${locale}${href.startsWith('/') ? href : `/${href}`}`;
}
