'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { LogInGate, LogInPrompt as SessionLogInPrompt } from '@/features/session';

const TEST_ID = 'wallet-log-in-prompt';

/** What a visitor sees on a private wallet page: why, and the way in. */
export function LogInPrompt() {
  const t = useTranslations('Wallet.Common');
  return <SessionLogInPrompt prompt={t('logInPrompt')} testId={TEST_ID} />;
}

/** A private wallet page's content for a logged-in user; the log-in prompt for a visitor. */
export function WalletGate({ children }: { children: ReactNode }) {
  const t = useTranslations('Wallet.Common');
  return (
    <LogInGate prompt={t('logInPrompt')} testId={TEST_ID}>
      {children}
    </LogInGate>
  );
}
