'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { USDT, walletKey, type FuturesAccountType } from '../types';

/** What is known of an account: still loading, unreadable, opened, or not opened yet. */
export type FundAccountStatus = 'loading' | 'failed' | 'open' | 'notOpened';

export function FundFigure({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-fg-muted">{label}</dt>
      <dd className="mt-1 text-sm text-fg">{children}</dd>
    </div>
  );
}

function FiguresSkeleton() {
  const t = useTranslations('Wallet.Common');
  return (
    <div aria-busy="true" className="grid grid-cols-2 gap-4 sm:grid-cols-4">
      <span className="sr-only">{t('loading')}</span>
      {Array.from({ length: 4 }, (_, i) => (
        <div key={i} className="space-y-2">
          <Skeleton className="h-3 w-16" />
          <Skeleton className="h-4 w-24" />
        </div>
      ))}
    </div>
  );
}

/**
 * One account of the funding account page: its name and what it is for, its figures (or why
 * there are none), what another feature adds to it, its rules, and its actions.
 */
export function FundAccountCard({
  accountType,
  status,
  summary,
  figures,
  notOpened,
  details,
  rules,
  actions,
}: {
  accountType: FuturesAccountType;
  status: FundAccountStatus;
  summary: string;
  /** The `FundFigure`s of an opened account. */
  figures: ReactNode;
  /** How the account opens, for a user who has not opened it yet. */
  notOpened: ReactNode;
  details?: ReactNode;
  rules: readonly string[];
  actions?: ReactNode;
}) {
  const t = useTranslations('Wallet.Fund');
  const common = useTranslations('Wallet.Common');
  const name = useTranslations('Wallet.wallets')(walletKey(accountType));
  const headingId = `fund-account-${accountType}`;
  const rulesId = `${headingId}-rules`;
  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 space-y-4 rounded-lg border border-line bg-bg-raised p-4 sm:p-6"
      data-testid={`fund-account-${accountType}`}
      data-status={status}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold text-fg">
            {name} <span className="text-sm font-normal text-fg-muted">· {USDT}</span>
          </h2>
          <p className="mt-1 text-sm text-fg-muted">{summary}</p>
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      {status === 'loading' ? (
        <FiguresSkeleton />
      ) : status === 'failed' ? (
        <p className="text-sm text-fg-muted">{common('loadFailed')}</p>
      ) : status === 'notOpened' ? (
        <p className="rounded-md border border-dashed border-line px-4 py-6 text-center text-sm text-fg-muted">
          {notOpened}
        </p>
      ) : (
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4 lg:grid-cols-6">{figures}</dl>
      )}
      {details}
      <div className="space-y-2">
        <h3 id={rulesId} className="text-sm font-semibold text-fg">
          {t('rulesHeading')}
        </h3>
        <ul aria-labelledby={rulesId} className="list-disc space-y-1 ps-5 text-sm text-fg-muted">
          {rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
