'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { buttonStyles, linkStyles } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Link } from '@/components/i18n/link';
import { getNoticeDetailQueryOptions, isNoticeNotFound } from '../api/get-notice-detail';
import { noticeParagraphs } from '../model/notice-text';
import { NoticeMeta } from './notice-meta';
import { NoticesUnavailable } from './notices-unavailable';

/**
 * One notice: category, date, title, its text paragraph by paragraph, the page it is about (if
 * any) and the way back to the list. Server-rendered from the prefetched notice.
 */
export function NoticeArticle({ id }: { id: number }) {
  const t = useTranslations('Notices');
  const locale = useLocale();
  const {
    data: notice,
    isPending,
    error,
    refetch,
  } = useQuery(getNoticeDetailQueryOptions(id, locale));

  const back = (
    <Link href="/notices" className={linkStyles} data-testid="notice-back">
      <span aria-hidden="true">← </span>
      {t('backToList')}
    </Link>
  );

  if (isPending) {
    return (
      <div className="space-y-4" aria-hidden="true">
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-8 w-3/4" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
      </div>
    );
  }
  if (!notice) {
    return (
      <div className="space-y-6">
        {isNoticeNotFound(error) ? (
          <p className="text-fg-muted">{t('notFound')}</p>
        ) : (
          <NoticesUnavailable onRetry={() => void refetch()} />
        )}
        {back}
      </div>
    );
  }
  return (
    <article className="min-w-0" data-testid="notice-article">
      <header>
        <NoticeMeta
          category={notice.category}
          pinned={notice.pinned}
          publishedAt={notice.publishedAt}
        />
        <h1 className="mt-3 text-2xl font-semibold break-words text-fg md:text-3xl">
          {notice.title}
        </h1>
      </header>
      <div className="mt-6 space-y-4 leading-relaxed break-words text-fg" data-testid="notice-body">
        {noticeParagraphs(notice.body).map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
      </div>
      {notice.linkUrl ? (
        <Link
          href={notice.linkUrl}
          className={buttonStyles({ variant: 'secondary', className: 'mt-8' })}
          data-testid="notice-link"
        >
          {t('related')}
          <span aria-hidden="true">→</span>
        </Link>
      ) : null}
      <div className="mt-10 border-t border-line pt-6">{back}</div>
    </article>
  );
}
