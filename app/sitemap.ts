import type { MetadataRoute } from 'next';
import { headers } from 'next/headers';
import { locales } from '@/lib/i18n/locales';
import { indexedPaths } from '@/lib/routes';
import { canonicalPath, languageAlternates, requestSiteOrigin } from '@/lib/seo';

/** Every public page in every language, each with its alternates. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const origin = requestSiteOrigin(await headers());
  const absolute = (path: string) => new URL(path, origin).toString();
  return indexedPaths().flatMap((path) =>
    locales.map((locale) => ({
      url: absolute(canonicalPath(locale, path)),
      changeFrequency: path.startsWith('/futures') ? ('hourly' as const) : ('daily' as const),
      priority: path === '/' ? 1 : 0.7,
      alternates: {
        languages: Object.fromEntries(
          Object.entries(languageAlternates(path)).map(([lang, href]) => [lang, absolute(href)]),
        ),
      },
    })),
  );
}
