'use client';

import { useTranslations } from 'next-intl';
import { focusRing } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { Link } from '@/components/i18n/link';
import { usePathname } from '@/lib/i18n/navigation';

/** The wallet pages, in the order the nav lists them. */
export const WALLET_PAGES = [
  { key: 'overview', href: '/assets' },
  { key: 'spot', href: '/assets/spot' },
  { key: 'futures', href: '/assets/futures' },
  { key: 'fund', href: '/assets/fund' },
  { key: 'deposit', href: '/assets/deposit' },
  { key: 'withdraw', href: '/assets/withdraw' },
  { key: 'transfer', href: '/assets/transfer' },
  { key: 'history', href: '/assets/history' },
] as const;

/** Links between the wallet pages; the current one is marked for screen readers too. */
export function WalletNav() {
  const t = useTranslations('Wallet.Nav');
  const pathname = usePathname();
  return (
    <nav aria-label={t('label')} className="-mx-4 overflow-x-auto px-4">
      <ul className="flex min-w-max gap-1 border-b border-line">
        {WALLET_PAGES.map((page) => {
          const current = pathname === page.href;
          return (
            <li key={page.key}>
              <Link
                href={page.href}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  '-mb-px inline-flex min-h-10 items-center border-b-2 px-2 text-sm font-medium',
                  current
                    ? 'border-primary text-fg'
                    : 'border-transparent text-fg-muted hover:text-fg',
                  focusRing,
                )}
              >
                {t(page.key)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
