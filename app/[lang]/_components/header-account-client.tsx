'use client';

import { useHydrated } from '@/components/hooks/use-hydrated';
import { AccountMenu, type AccountMenuLabels } from '@/components/layout/account-menu';
import { useDisplayName, useIsLoggedIn, logout } from '@/features/session';
import { Link } from '@/lib/i18n/navigation';
import { userMenuEntries } from '@/lib/menu';

interface HeaderAccountClientProps {
  /** Whether the request carried a session cookie: the server's answer until hydration. */
  initialLoggedIn: boolean;
  labels: AccountMenuLabels & { logIn: string; signUp: string };
}

export function HeaderAccountClient({ initialLoggedIn, labels }: HeaderAccountClientProps) {
  const hydrated = useHydrated();
  const storeLoggedIn = useIsLoggedIn();
  const displayName = useDisplayName();
  const isLoggedIn = hydrated ? storeLoggedIn : initialLoggedIn;

  if (isLoggedIn) {
    return (
      <AccountMenu
        displayName={displayName}
        entries={userMenuEntries}
        labels={labels}
        onLogout={() => void logout()}
      />
    );
  }
  return (
    <div className="flex items-center gap-2" data-testid="visitor-actions">
      <Link href="/log-in" className="rounded-md px-3 py-1.5 text-sm text-fg hover:bg-bg-sunken">
        {labels.logIn}
      </Link>
      <Link
        href="/sign-up"
        className="rounded-md bg-primary px-3 py-1.5 text-sm font-medium text-primary-fg hover:bg-primary-strong"
      >
        {labels.signUp}
      </Link>
    </div>
  );
}
