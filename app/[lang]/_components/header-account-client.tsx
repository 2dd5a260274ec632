'use client';

import { useTranslations } from 'next-intl';
import { useHydrated } from '@/components/hooks/use-hydrated';
import { AccountMenu } from '@/components/layout/account-menu';
import { buttonStyles } from '@/components/ui/button';
import { useDisplayName, useIsLoggedIn, logout } from '@/features/session';
import { Link } from '@/lib/i18n/navigation';
import { userMenuEntries } from '@/lib/menu';

interface HeaderAccountClientProps {
  /** Whether the request carried a session cookie: the server's answer until hydration. */
  initialLoggedIn: boolean;
}

export function HeaderAccountClient({ initialLoggedIn }: HeaderAccountClientProps) {
  const t = useTranslations('Nav');
  const hydrated = useHydrated();
  const storeLoggedIn = useIsLoggedIn();
  const displayName = useDisplayName();
  const isLoggedIn = hydrated ? storeLoggedIn : initialLoggedIn;

  if (isLoggedIn) {
    return (
      <AccountMenu
        displayName={displayName}
        entries={userMenuEntries}
        onLogout={() => void logout()}
      />
    );
  }
  // The kit's buttons never wrap: "로그인" and "회원가입" stay on one line on a 375 px phone.
  return (
    <div className="flex items-center gap-1.5 sm:gap-2" data-testid="visitor-actions">
      <Link href="/log-in" className={buttonStyles({ variant: 'ghost', size: 'sm' })}>
        {t('logIn')}
      </Link>
      <Link href="/sign-up" className={buttonStyles({ variant: 'primary', size: 'sm' })}>
        {t('signUp')}
      </Link>
    </div>
  );
}
