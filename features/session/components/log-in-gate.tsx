'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useHydrated } from '@/components/hooks/use-hydrated';
import { buttonStyles } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { LocalizedLink } from '@/components/i18n/localized-link';
import { useIsLoggedIn } from '../hooks/use-session';

/** What a visitor sees where a private part would be: why (`prompt`), and the way in. */
export function LogInPrompt({
  prompt,
  testId = 'log-in-prompt',
}: {
  prompt: string;
  testId?: string;
}) {
  const t = useTranslations('Nav');
  return (
    <section
      className="flex flex-col items-center gap-4 rounded-lg border border-line px-4 py-12 text-center"
      data-testid={testId}
    >
      <p className="max-w-md text-fg-muted">{prompt}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <LocalizedLink href="/log-in" className={buttonStyles({ variant: 'primary' })}>
          {t('logIn')}
        </LocalizedLink>
        <LocalizedLink href="/sign-up" className={buttonStyles({ variant: 'secondary' })}>
          {t('signUp')}
        </LocalizedLink>
      </div>
    </section>
  );
}

/**
 * A private part's content for a logged-in user; for a visitor, the log-in prompt. The session is
 * the browser's (the server renders the same HTML for everyone), so until hydration either a
 * skeleton stands in (`whileHydrating="skeleton"`) or the content itself, for parts that show a
 * visitor something too.
 */
export function LogInGate({
  children,
  prompt,
  testId,
  whileHydrating = 'skeleton',
}: {
  children: ReactNode;
  prompt: string;
  testId?: string;
  whileHydrating?: 'skeleton' | 'children';
}) {
  const hydrated = useHydrated();
  const isLoggedIn = useIsLoggedIn();
  const t = useTranslations('Common');
  if (!hydrated) {
    if (whileHydrating === 'children') return children;
    return (
      <div aria-busy="true" className="space-y-3">
        <span className="sr-only">{t('loading')}</span>
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  return isLoggedIn ? children : <LogInPrompt prompt={prompt} testId={testId} />;
}
