'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { buttonStyles } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Link } from '@/components/i18n/link';
import { getNoticeListQueryOptions, NOTICE_LIST_SIZE } from '../api/get-notice-list';
import { NoticeMeta } from './notice-meta';
import { NoticesUnavailable } from './notices-unavailable';

/**
 * Every published notice, pinned first, then newest first, a page of 20 at a time (`?page=`).
 * Server-rendered from the prefetched page; loads in the browser when the server had none.
 */
export function NoticeList({ page }: { page: number }) {
  const t = useTranslations('Notices');
  const locale = useLocale();
  const { data, isPending, isError, refetch } = useQuery(
    getNoticeListQueryOptions({ page, size: NOTICE_LIST_SIZE, lang: locale }),
  );

  if (isPending) {
    return (
      <ul className="divide-y divide-line" aria-hidden="true">
        {Array.from({ length: 6 }, (_, i) => (
          <li key={i} className="space-y-2 py-5">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-3 w-40" />
          </li>
        ))}
      </ul>
    );
  }
  if (isError && !data) return <NoticesUnavailable onRetry={() => void refetch()} />;
  if (!data || data.list.length === 0) return <p className="text-fg-muted">{t('empty')}</p>;

  const pages = Math.max(1, Math.ceil(data.total / data.size));
  return (
    <>
      <ul className="divide-y divide-line" data-testid="notice-list">
        {data.list.map((notice) => (
          <li key={notice.id} className="py-5" data-testid="notice-list-item">
            <NoticeMeta
              category={notice.category}
              pinned={notice.pinned}
              publishedAt={notice.publishedAt}
            />
            <h2 className="mt-2 text-lg font-semibold break-words text-fg">
              <Link
                href={`/notices/${notice.id}`}
                prefetch={false}
                className="hover:text-primary focus-visible:outline-2 focus-visible:outline-primary"
              >
                {notice.title}
              </Link>
            </h2>
            <p className="mt-1 break-words text-sm text-fg-muted">{notice.summary}</p>
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <nav aria-label={t('pagination')} className="mt-8 flex items-center justify-between gap-4">
          {page > 1 ? (
            <Link
              href={page === 2 ? '/notices' : `/notices?page=${page - 1}`}
              rel="prev"
              className={buttonStyles({ variant: 'secondary' })}
            >
              {t('previousPage')}
            </Link>
          ) : (
            <span />
          )}
          <p className="text-sm text-fg-muted">{t('pageOf', { page, pages })}</p>
          {page < pages ? (
            <Link
              href={`/notices?page=${page + 1}`}
              rel="next"
              className={buttonStyles({ variant: 'secondary' })}
            >
              {t('nextPage')}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </>
  );
}
