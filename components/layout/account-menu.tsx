'use client';

import { useTranslations } from 'next-intl';
import { Fragment } from 'react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { focusRing } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { Link } from '@/lib/i18n/navigation';
import type { UserMenuEntry } from '@/lib/menu';

interface AccountMenuProps {
  displayName: string;
  entries: readonly UserMenuEntry[];
  onLogout: () => void;
  /** Without it the transfer entry shows disabled (no transfer dialog on this page yet). */
  onTransfer?: () => void;
}

const groupOrder = ['assets', 'orders', 'account'] as const;

/** The logged-in header menu: assets, orders and account entries in one dropdown. */
export function AccountMenu({ displayName, entries, onLogout, onTransfer }: AccountMenuProps) {
  const t = useTranslations('UserMenu');
  const tNav = useTranslations('Nav');
  const groupLabels = { assets: tNav('assets'), orders: tNav('orders'), account: t('account') };
  const name = displayName || t('guest');

  return (
    <DropdownMenu modal={false}>
      {/* No aria-label: the accessible name must contain the visible display name (WCAG 2.5.3),
          so the menu's purpose is added as screen-reader-only text after it. */}
      <DropdownMenuTrigger
        data-testid="account-menu"
        className={cn(
          'flex max-w-[14rem] items-center gap-2 rounded-md px-2 py-1.5 text-sm text-fg hover:bg-bg-sunken data-[state=open]:bg-bg-sunken',
          focusRing,
        )}
      >
        <span
          aria-hidden="true"
          className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary/15 text-xs font-semibold uppercase text-primary-strong dark:text-primary"
        >
          {name.slice(0, 1)}
        </span>
        <span className="hidden truncate sm:inline" data-testid="account-display-name">
          {name}
        </span>{' '}
        <span className="sr-only">{t('menuLabel')}</span>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-60">
        {groupOrder.map((group, index) => (
          <Fragment key={group}>
            {index > 0 ? <DropdownMenuSeparator /> : null}
            <DropdownMenuGroup>
              <DropdownMenuLabel>{groupLabels[group]}</DropdownMenuLabel>
              {entries
                .filter((entry) => entry.group === group)
                .map((entry) =>
                  entry.href ? (
                    <DropdownMenuItem key={entry.id} asChild>
                      <Link href={entry.href}>{t(entry.id)}</Link>
                    </DropdownMenuItem>
                  ) : (
                    <DropdownMenuItem
                      key={entry.id}
                      danger={entry.action === 'logout'}
                      disabled={entry.action === 'transfer' && !onTransfer}
                      onSelect={entry.action === 'logout' ? onLogout : onTransfer}
                      data-testid={`account-menu-${entry.id}`}
                    >
                      {t(entry.id)}
                    </DropdownMenuItem>
                  ),
                )}
            </DropdownMenuGroup>
          </Fragment>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
