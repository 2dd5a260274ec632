'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { useUserInfoQuery } from '@/features/session';
import { maskEmail, maskPhone, maskedDisplayName } from '@/lib/mask';
import { ContactChange } from './contact-change';
import { CopyButton } from './copy-button';
import { QueryError } from './query-error';

/**
 * Who is logged in: the display name, the masked e-mail and phone (each with its change or add
 * action), and the UID to quote to support.
 */
export function ProfileSummary() {
  const t = useTranslations('Account.Profile');
  const info = useUserInfoQuery();
  if (info.isError && !info.data) return <QueryError onRetry={() => void info.refetch()} />;
  if (!info.data) {
    return (
      <div aria-busy="true" className="space-y-3">
        <Skeleton className="h-6 w-48" />
        <Skeleton className="h-4 w-64" />
        <Skeleton className="h-4 w-40" />
      </div>
    );
  }
  const data = info.data;
  return (
    <div className="space-y-4" data-testid="profile-summary">
      <p className="text-xl font-semibold break-all text-fg" data-testid="profile-display-name">
        {maskedDisplayName(data)}
      </p>
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-3">
        <Row label={t('uid')}>
          <span className="font-mono" data-testid="profile-uid">
            {data.userId}
          </span>
          <CopyButton text={String(data.userId)} label={t('uid')} />
        </Row>
        <Row label={t('email')}>
          <span className="break-all" data-testid="profile-email">
            {data.email ? maskEmail(data.email) : t('notLinked')}
          </span>
          <ContactChange kind="email" current={data.email} />
        </Row>
        <Row label={t('phone')}>
          <span className="break-all" data-testid="profile-phone">
            {data.phone ? maskPhone(data.phone) : t('notLinked')}
          </span>
          <ContactChange kind="phone" current={data.phone} />
        </Row>
      </dl>
    </div>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-fg-muted">{label}</dt>
      <dd className="mt-1 flex min-h-8 flex-wrap items-center gap-x-2 text-fg">{children}</dd>
    </div>
  );
}
