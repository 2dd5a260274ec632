'use client';

// Client components although the home page has its notices on the server: rendered there as
// elements, the list went into the page's data as its whole tree (about 3 kB); here it goes as
// the notices' few fields, and five dates formatted in the browser cost nothing measurable.
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { linkStyles } from '@/components/ui/button';
import type { LatestNotices } from '@/features/market';
import { LocalizedLink } from '@/components/i18n/localized-link';
import { NoticeMeta } from './notice-meta';

/** The latest notices' heading and the way to all of them, around the list or its state. */
export function LatestNoticesFrame({ children }: { children: ReactNode }) {
  const t = useTranslations('Notices');
  return (
    <section aria-labelledby="latest-notices-title" className="min-w-0">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id="latest-notices-title" className="text-xl font-semibold text-fg">
          {t('latestTitle')}
        </h2>
        <LocalizedLink
          href="/notices"
          aria-label={t('viewAllLabel')}
          className={linkStyles}
          data-testid="notices-view-all"
        >
          {t('viewAll')}
        </LocalizedLink>
      </div>
      {children}
    </section>
  );
}

/** What the list shows of a notice: the page's data carries nothing else. */
export type LatestNoticeItem = Pick<
  LatestNotices[number],
  'id' | 'title' | 'category' | 'pinned' | 'publishedAt'
>;

/** Each notice opens its own page; "no notices" when there are none. */
export function LatestNoticeItems({ notices }: { notices: readonly LatestNoticeItem[] }) {
  const t = useTranslations('Notices');
  if (notices.length === 0) return <p className="mt-4 text-sm text-fg-muted">{t('empty')}</p>;
  return (
    <ul className="mt-4 divide-y divide-line" data-testid="latest-notices">
      {notices.map((notice) => (
        <li key={notice.id} className="py-3" data-testid="latest-notice">
          <LocalizedLink href={`/notices/${notice.id}`} prefetch={false} className="notice-link">
            {notice.title}
          </LocalizedLink>
          <NoticeMeta
            category={notice.category}
            pinned={notice.pinned}
            publishedAt={notice.publishedAt}
            className="mt-1.5"
          />
        </li>
      ))}
    </ul>
  );
}
