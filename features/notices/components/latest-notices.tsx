'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { linkStyles } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { getLatestNoticesQueryOptions } from '@/features/market';
import { Link } from '@/lib/i18n/navigation';
import { HOME_NOTICES_SIZE } from '../model/home-notices';
import { NoticeMeta } from './notice-meta';
import { NoticesUnavailable } from './notices-unavailable';

/**
 * The home page's latest notices (pinned first, then newest), each opening its own page, and a
 * way to all of them. Server-rendered from the prefetched list; loads in the browser otherwise.
 */
export function LatestNotices() {
  const t = useTranslations('Notices');
  const locale = useLocale();
  const {
    data: notices,
    isPending,
    isError,
    refetch,
  } = useQuery(getLatestNoticesQueryOptions({ size: HOME_NOTICES_SIZE, lang: locale }));

  return (
    <section aria-labelledby="latest-notices-title" className="min-w-0">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id="latest-notices-title" className="text-xl font-semibold text-fg">
          {t('latestTitle')}
        </h2>
        <Link
          href="/notices"
          aria-label={t('viewAllLabel')}
          className={linkStyles}
          data-testid="notices-view-all"
        >
          {t('viewAll')}
        </Link>
      </div>
      {isPending ? (
        <ul className="mt-4 divide-y divide-line" aria-hidden="true">
          {Array.from({ length: HOME_NOTICES_SIZE }, (_, i) => (
            <li key={i} className="space-y-2 py-3">
              <Skeleton className="h-4 w-3/4" />
              <Skeleton className="h-3 w-40" />
            </li>
          ))}
        </ul>
      ) : isError && !notices ? (
        <NoticesUnavailable onRetry={() => void refetch()} />
      ) : !notices || notices.length === 0 ? (
        <p className="mt-4 text-sm text-fg-muted">{t('empty')}</p>
      ) : (
        <ul className="mt-4 divide-y divide-line" data-testid="latest-notices">
          {notices.map((notice) => (
            <li key={notice.id} className="py-3" data-testid="latest-notice">
              <Link
                href={`/notices/${notice.id}`}
                prefetch={false}
                className="block break-words font-medium text-fg hover:text-primary focus-visible:outline-2 focus-visible:outline-primary"
              >
                {notice.title}
              </Link>
              <NoticeMeta
                category={notice.category}
                pinned={notice.pinned}
                publishedAt={notice.publishedAt}
                className="mt-1.5"
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
