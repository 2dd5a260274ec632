'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useHydrated } from '@/components/hooks/use-hydrated';
import { buttonStyles } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useIsLoggedIn } from '@/features/session';
import { Link } from '@/lib/i18n/navigation';

/**
 * A private part's content for a logged-in user; for a visitor, why and the way in. The session is
 * the browser's, so until hydration a skeleton stands in for either.
 */
export function AuthGate({ children, prompt }: { children: ReactNode; prompt: string }) {
  const hydrated = useHydrated();
  const isLoggedIn = useIsLoggedIn();
  const t = useTranslations('Rewards.Gate');
  if (!hydrated) {
    return (
      <div aria-busy="true" className="space-y-3">
        <span className="sr-only">{t('loading')}</span>
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (isLoggedIn) return children;
  return (
    <section
      className="flex flex-col items-center gap-4 rounded-lg border border-line px-4 py-12 text-center"
      data-testid="log-in-prompt"
    >
      <p className="max-w-md text-fg-muted">{prompt}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Link href="/log-in" className={buttonStyles({ variant: 'primary' })}>
          {t('logIn')}
        </Link>
        <Link href="/sign-up" className={buttonStyles({ variant: 'secondary' })}>
          {t('signUp')}
        </Link>
      </div>
    </section>
  );
}
