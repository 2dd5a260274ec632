'use client';

import { useEffect, useRef } from 'react';
import { Link } from '@/lib/i18n/navigation';
import type { UserMenuEntry } from '@/lib/menu';

export interface AccountMenuLabels {
  menu: string;
  guest: string;
  groups: Record<UserMenuEntry['group'], string>;
  entries: Record<UserMenuEntry['id'], string>;
}

interface AccountMenuProps {
  displayName: string;
  entries: readonly UserMenuEntry[];
  labels: AccountMenuLabels;
  onLogout: () => void;
  onTransfer?: () => void;
}

/** The logged-in header menu: assets, orders and account entries in one dropdown. */
export function AccountMenu({
  displayName,
  entries,
  labels,
  onLogout,
  onTransfer,
}: AccountMenuProps) {
  const details = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    const close = (event: MouseEvent | KeyboardEvent) => {
      const element = details.current;
      if (!element?.open) return;
      if (
        event instanceof KeyboardEvent
          ? event.key === 'Escape'
          : !element.contains(event.target as Node)
      ) {
        element.open = false;
      }
    };
    document.addEventListener('click', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('click', close);
      document.removeEventListener('keydown', close);
    };
  }, []);

  const groups = (['assets', 'orders', 'account'] as const).map((group) => ({
    group,
    items: entries.filter((entry) => entry.group === group),
  }));

  return (
    <details ref={details} className="relative" data-testid="account-menu">
      <summary
        aria-label={labels.menu}
        className="flex max-w-[14rem] cursor-pointer list-none items-center gap-2 rounded-md px-2 py-1.5 text-sm text-fg hover:bg-bg-sunken [&::-webkit-details-marker]:hidden"
      >
        <span
          aria-hidden="true"
          className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-primary/15 text-xs font-semibold uppercase text-primary"
        >
          {(displayName || labels.guest).slice(0, 1)}
        </span>
        <span className="hidden truncate sm:inline" data-testid="account-display-name">
          {displayName || labels.guest}
        </span>
      </summary>
      <div className="absolute right-0 z-50 mt-2 w-60 rounded-lg border border-line bg-bg-raised p-2 shadow-xl">
        {groups.map(({ group, items }) => (
          <div key={group} className="border-b border-line py-1 last:border-b-0">
            <p className="px-2 py-1 text-xs text-fg-muted">{labels.groups[group]}</p>
            <ul>
              {items.map((entry) => (
                <li key={entry.id}>
                  {entry.href ? (
                    <Link
                      href={entry.href}
                      className="block rounded px-2 py-1.5 text-sm text-fg hover:bg-bg-sunken"
                    >
                      {labels.entries[entry.id]}
                    </Link>
                  ) : (
                    <button
                      type="button"
                      onClick={entry.action === 'logout' ? onLogout : onTransfer}
                      disabled={entry.action === 'transfer' && !onTransfer}
                      className="block w-full rounded px-2 py-1.5 text-left text-sm text-fg hover:bg-bg-sunken disabled:opacity-50"
                      data-testid={`account-menu-${entry.id}`}
                    >
                      {labels.entries[entry.id]}
                    </button>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </details>
  );
}
