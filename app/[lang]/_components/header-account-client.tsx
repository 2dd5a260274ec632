'use client';

import { useTranslations } from 'next-intl';
import { useHydrated } from '@/components/hooks/use-hydrated';
import { AccountMenu } from '@/components/layout/account-menu';
import { buttonStyles } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useDisplayName, useIsLoggedIn, logout } from '@/features/session';
import { openTransferDialog } from '@/features/wallet';
import { Link } from '@/components/i18n/link';
import { userMenuEntries } from '@/lib/menu';

/**
 * Until hydration the HTML holds both variants and CSS shows the one that fits the browser's
 * session (`data-session` on <html>, set by the head script): no flash of "Log in" for a member
 * on a page that came from the shared cache. After hydration the session store decides.
 */
export function HeaderAccountClient() {
  const t = useTranslations('Nav');
  const hydrated = useHydrated();
  const isLoggedIn = useIsLoggedIn();
  const displayName = useDisplayName();

  // The kit's buttons never wrap: "로그인" and "회원가입" stay on one line on a 375 px phone.
  const visitorActions = (
    <div className="flex items-center gap-1.5 sm:gap-2" data-testid="visitor-actions">
      <Link href="/log-in" className={buttonStyles({ variant: 'ghost', size: 'sm' })}>
        {t('logIn')}
      </Link>
      <Link href="/sign-up" className={buttonStyles({ variant: 'primary', size: 'sm' })}>
        {t('signUp')}
      </Link>
    </div>
  );

  if (hydrated && isLoggedIn) {
    return (
      <AccountMenu
        displayName={displayName}
        entries={userMenuEntries}
        onLogout={() => void logout()}
        onTransfer={(menuButton) => openTransferDialog({ returnFocusTo: menuButton })}
      />
    );
  }
  // A visitor keeps the very elements the HTML had: the same place in the tree before and after
  // hydration, only the CSS gate dropped. (They were remounted at hydration, which dropped the
  // focus of a keyboard user already on "Log in" and raced the e2e check of their size.)
  return (
    <>
      {!hydrated && (
        <span className="member-only">
          <Skeleton className="h-8 w-24 rounded-full" />
        </span>
      )}
      <span className={hydrated ? 'contents' : 'visitor-only contents'}>{visitorActions}</span>
    </>
  );
}
