'use client';

import { useTranslations } from 'next-intl';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { focusRing } from '@/components/ui/button';
import { Deferred } from '@/components/ui/deferred';
import { cn } from '@/lib/cn';
import type { AccountMenuProps } from './account-menu-dropdown';

const loadDropdown = () => import('./account-menu-dropdown').then((m) => m.AccountMenuDropdown);

/** The menu's button; the dropdown's own trigger and its server-rendered placeholder alike. */
export const AccountMenuTrigger = forwardRef<
  HTMLButtonElement,
  Omit<ComponentPropsWithoutRef<'button'>, 'children'> & { name: string }
>(function AccountMenuTrigger({ name, className, ...props }, ref) {
  const t = useTranslations('UserMenu');
  // No aria-label: the accessible name must contain the visible display name (WCAG 2.5.3), so
  // the menu's purpose is added as screen-reader-only text after it.
  return (
    <button
      ref={ref}
      type="button"
      data-testid="account-menu"
      className={cn(
        'flex max-w-[14rem] items-center gap-2 rounded-md px-2 py-1.5 text-sm text-fg hover:bg-bg-sunken data-[state=open]:bg-bg-sunken',
        focusRing,
        className,
      )}
      {...props}
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
    </button>
  );
});

/**
 * The logged-in header menu: assets, orders and account entries in one dropdown, loaded when its
 * button is reached (Radix's menu is not in the first load).
 */
export function AccountMenu(props: AccountMenuProps) {
  const t = useTranslations('UserMenu');
  const name = props.displayName || t('guest');
  return (
    <Deferred
      load={loadDropdown}
      props={props}
      popup="menu"
      placeholder={(trigger) => <AccountMenuTrigger name={name} {...trigger} />}
    />
  );
}
