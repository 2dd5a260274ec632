import type { MetadataRoute } from 'next';
import { headers } from 'next/headers';
import { getNoticeList, NOTICE_LIST_MAX_SIZE } from '@/features/notices';
import { locales } from '@/lib/i18n/locales';
import { indexedPaths } from '@/lib/routes';
import { canonicalPath, languageAlternates, requestSiteOrigin } from '@/lib/seo';

/** Every published notice's path; none when the server does not answer (the rest still lists). */
async function noticePaths(): Promise<string[]> {
  const paths: string[] = [];
  try {
    for (let page = 1; page <= 50; page += 1) {
      const { list, total } = await getNoticeList({ page, size: NOTICE_LIST_MAX_SIZE });
      paths.push(...list.map((notice) => `/notices/${notice.id}`));
      if (list.length === 0 || paths.length >= total) break;
    }
  } catch {
    // The sitemap without notices rather than no sitemap.
  }
  return paths;
}

/** Every public page in every language, each with its alternates; notices from the server. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const origin = requestSiteOrigin(await headers());
  const absolute = (path: string) => new URL(path, origin).toString();
  return [...indexedPaths(), ...(await noticePaths())].flatMap((path) =>
    locales.map((locale) => ({
      url: absolute(canonicalPath(locale, path)),
      changeFrequency: path.startsWith('/futures')
        ? ('hourly' as const)
        : path.startsWith('/notices/') || path.startsWith('/help/')
          ? ('weekly' as const)
          : ('daily' as const),
      priority: path === '/' ? 1 : 0.7,
      alternates: {
        languages: Object.fromEntries(
          Object.entries(languageAlternates(path)).map(([lang, href]) => [lang, absolute(href)]),
        ),
      },
    })),
  );
}
