'use client';

import { useTranslations } from 'next-intl';
import { useSyncExternalStore, type ReactNode } from 'react';
import { buttonStyles } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Link } from '@/components/i18n/link';
import { hasToken, subscribeToken } from '@/lib/session';

const subscribeNever = () => () => {};

/**
 * The account pages for a logged-in user only: a visitor is asked to log in (or sign up). Whether
 * a token exists is known in the browser only, so the server's HTML and the first render show a
 * skeleton, never the visitor prompt to someone who is logged in.
 */
export function AccountGate({ children }: { children: ReactNode }) {
  const t = useTranslations('Account.Gate');
  const hydrated = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  const loggedIn = useSyncExternalStore(subscribeToken, hasToken, () => false);

  if (!hydrated) return <AccountSkeleton label={t('loading')} />;
  if (loggedIn) return <>{children}</>;
  return (
    <div
      className="space-y-4 rounded-xl border border-line p-6"
      data-testid="account-log-in-prompt"
    >
      <p className="text-fg">{t('logInRequired')}</p>
      <div className="flex flex-wrap gap-3">
        <Link href="/log-in" className={buttonStyles({ size: 'md' })}>
          {t('logIn')}
        </Link>
        <Link href="/sign-up" className={buttonStyles({ variant: 'secondary', size: 'md' })}>
          {t('signUp')}
        </Link>
      </div>
    </div>
  );
}

/** Stand-in blocks while the page cannot yet tell who is looking. */
function AccountSkeleton({ label }: { label: string }) {
  return (
    <div aria-busy="true" className="space-y-6">
      <span className="sr-only" role="status">
        {label}
      </span>
      {[0, 1, 2].map((block) => (
        <div key={block} className="space-y-3 rounded-xl border border-line p-6">
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-4 w-full max-w-md" />
          <Skeleton className="h-4 w-2/3 max-w-sm" />
        </div>
      ))}
    </div>
  );
}
