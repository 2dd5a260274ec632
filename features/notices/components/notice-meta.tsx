// No 'use client': next-intl's hooks work in Server Components too, so the notice pages and the
// home page's list render the same badges and dates.
import { useFormatter, useTranslations } from 'next-intl';
import { cn } from '@/lib/cn';
import { noticeCategory } from '../model/notice-text';

const badge = 'inline-flex items-center rounded px-1.5 py-0.5 text-xs font-medium';

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
    <span className={cn('flex flex-wrap items-center gap-2 text-xs text-fg-muted', className)}>
      {pinned ? (
        <span className={cn(badge, 'bg-primary text-primary-fg')} data-testid="notice-pinned">
          {t('pinned')}
        </span>
      ) : null}
      <span className={cn(badge, 'bg-bg-sunken text-fg')} data-testid="notice-category">
        {t(`categories.${noticeCategory(category)}`)}
      </span>
      <time dateTime={date.toISOString()} data-testid="notice-date">
        {format.dateTime(date, { year: 'numeric', month: 'long', day: 'numeric' })}
      </time>
    </span>
  );
}
