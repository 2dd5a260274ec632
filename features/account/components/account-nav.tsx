import { useTranslations } from 'next-intl';
import { LocalizedLink } from '@/components/i18n/localized-link';
import { cn } from '@/lib/cn';

const PAGES = [
  { id: 'security', href: '/account' },
  { id: 'api', href: '/account/api' },
] as const;

/**
 * The account area's two pages side by side; the current one is marked for screen readers too.
 * No 'use client': the pages render it on the server.
 */
export function AccountNav({ current }: { current: (typeof PAGES)[number]['id'] }) {
  const t = useTranslations('Account.Nav');
  return (
    <nav aria-label={t('label')} className="border-b border-line">
      <ul className="-mb-px flex gap-4 overflow-x-auto">
        {PAGES.map((page) => (
          <li key={page.id}>
            <LocalizedLink
              href={page.href}
              aria-current={page.id === current ? 'page' : undefined}
              className={cn(
                'inline-block border-b-2 px-1 py-3 text-sm font-medium whitespace-nowrap outline-none focus-visible:ring-2 focus-visible:ring-primary',
                page.id === current
                  ? 'border-primary text-fg'
                  : 'border-transparent text-fg-muted hover:text-fg',
              )}
            >
              {t(page.id)}
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
