// No 'use client': next-intl's hooks work in Server Components too, so the notice pages and the
// home page's list render the same badges and dates.
import { useFormatter, useTranslations } from 'next-intl';
import { cn } from '@/lib/cn';
import { noticeCategory } from '../model/notice-text';

/** Category and pinned badges, then the publication date in the page's language. */
export function NoticeMeta({
  category,
  pinned,
  publishedAt,
  className,
}: {
  category: string;
  pinned: boolean;
  publishedAt: number;
  className?: string;
}) {
  const t = useTranslations('Notices');
  const format = useFormatter();
  const date = new Date(publishedAt);
  return (
    // The look is in notices.css: a list repeats it for every notice.
    <span className={cn('notice-meta', className)}>
      {pinned ? (
        <span className="notice-badge pinned" data-testid="notice-pinned">
          {t('pinned')}
        </span>
      ) : null}
      <span className="notice-badge" data-testid="notice-category">
        {t(`categories.${noticeCategory(category)}`)}
      </span>
      <time dateTime={date.toISOString()} data-testid="notice-date">
        {format.dateTime(date, { year: 'numeric', month: 'long', day: 'numeric' })}
      </time>
    </span>
  );
}
