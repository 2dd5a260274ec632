'use client';

import { useTranslations } from 'next-intl';
import { Fragment, useRef } from 'react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Link } from '@/components/i18n/link';
import type { UserMenuEntry } from '@/lib/menu';
import { AccountMenuTrigger } from './account-menu';

export interface AccountMenuProps {
  displayName: string;
  entries: readonly UserMenuEntry[];
  onLogout: () => void;
  /**
   * Without it the transfer entry shows disabled (no transfer dialog on this page yet). Given the
   * menu's button: the dialog opened from the menu returns the focus there when it closes (the
   * menu item that opened it is gone by then).
   */
  onTransfer?: (menuButton: HTMLElement | null) => void;
}

const groupOrder = ['assets', 'orders', 'rewards', 'account'] as const;

/** The logged-in header menu: assets, orders and account entries in one dropdown. */
export function AccountMenuDropdown({
  displayName,
  entries,
  onLogout,
  onTransfer,
  defaultOpen = false,
}: AccountMenuProps & { defaultOpen?: boolean }) {
  const t = useTranslations('UserMenu');
  const tNav = useTranslations('Nav');
  const groupLabels = {
    assets: tNav('assets'),
    orders: tNav('orders'),
    rewards: t('rewardsGroup'),
    account: t('account'),
  };
  const name = displayName || t('guest');
  const triggerRef = useRef<HTMLButtonElement>(null);

  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild ref={triggerRef}>
        <AccountMenuTrigger name={name} />
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
                      onSelect={
                        entry.action === 'logout'
                          ? onLogout
                          : () => onTransfer?.(triggerRef.current)
                      }
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
