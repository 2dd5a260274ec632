'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { toast } from '@/components/toast';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { deviceInWords } from '@/lib/contract/wire/security';
import { useSessions, type AccountSession } from '../api/get-sessions';
import { useRevokeOtherSessions } from '../api/revoke-other-sessions';
import { useRevokeSession } from '../api/revoke-session';
import { useFormatTime, useLanguageName } from '../hooks/use-format-time';
import { QueryError } from './query-error';

/**
 * Where the account is logged in now: device, address, last activity, this browser marked. Any
 * other session can be logged out, or all of them at once, each after a confirmation; the browser
 * of an ended session is logged out on its next request.
 */
export function ActiveSessions() {
  const t = useTranslations('Account.Sessions');
  const sessions = useSessions();
  const revokeOthers = useRevokeOtherSessions();
  const list = sessions.data ?? [];
  const others = list.filter((session) => !session.current).length;

  if (sessions.isError && !sessions.data) {
    return <QueryError onRetry={() => void sessions.refetch()} />;
  }
  if (!sessions.data) {
    return (
      <ul aria-busy="true" className="space-y-3">
        {[0, 1].map((row) => (
          <li key={row} className="space-y-2 rounded-lg border border-line p-4">
            <Skeleton className="h-4 w-48" />
            <Skeleton className="h-3 w-64" />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="space-y-4" data-testid="active-sessions">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-fg-muted" aria-live="polite">
          {t('count', { count: list.length })}
        </p>
        {others > 0 ? (
          <ConfirmDialog
            title={t('revokeOthersTitle')}
            body={t('revokeOthersBody', { count: others })}
            confirmLabel={t('revokeOthers')}
            variant="danger"
            onConfirm={async () => {
              const answer = await revokeOthers.mutateAsync();
              toast({ message: t('revokedOthers', { count: answer.revoked }), tone: 'success' });
            }}
            trigger={
              <Button variant="secondary" size="sm">
                {t('revokeOthers')}
              </Button>
            }
          />
        ) : null}
      </div>
      <ul className="space-y-3">
        {list.map((session) => (
          <SessionRow key={session.id} session={session} />
        ))}
      </ul>
    </div>
  );
}

function SessionRow({ session }: { session: AccountSession }) {
  const t = useTranslations('Account.Sessions');
  const formatTime = useFormatTime();
  const languageName = useLanguageName();
  const revoke = useRevokeSession();
  // The server's words are English ("Unknown browser on Android"): the page's, around the brands.
  const device = deviceInWords(session.device, {
    on: (browser, system) => t('deviceOn', { browser, system }),
    unknownBrowser: t('unknownBrowser'),
    unknownDevice: t('unknownDevice'),
  });
  return (
    <li
      className="flex flex-wrap items-start justify-between gap-3 rounded-lg border border-line p-4"
      data-testid="session-row"
      data-current={session.current}
    >
      <div className="min-w-0 space-y-2">
        <p className="flex flex-wrap items-center gap-2 font-medium text-fg">
          <span className="break-words">{device}</span>
          {session.current ? (
            <span className="rounded-full border border-primary px-2 py-0.5 text-xs font-medium text-fg">
              {t('thisDevice')}
            </span>
          ) : null}
        </p>
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          <Detail label={t('ip')}>
            <span className="font-mono">{session.ip ?? '—'}</span>
          </Detail>
          <Detail label={t('lastSeen')}>{formatTime(session.lastSeenAt)}</Detail>
          <Detail label={t('loggedInAt')}>{formatTime(session.createdAt)}</Detail>
          <Detail label={t('language')}>{languageName(session.language)}</Detail>
        </dl>
      </div>
      {session.current ? null : (
        <ConfirmDialog
          title={t('revokeTitle')}
          body={t('revokeBody', { device, ip: session.ip ?? '—' })}
          confirmLabel={t('revoke')}
          variant="danger"
          onConfirm={async () => {
            await revoke.mutateAsync({ id: session.id });
            toast({ message: t('revoked'), tone: 'success' });
          }}
          trigger={
            <Button variant="secondary" size="sm" aria-label={t('revokeNamed', { device })}>
              {t('revoke')}
            </Button>
          }
        />
      )}
    </li>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 gap-2">
      <dt className="shrink-0 text-fg-muted">{label}</dt>
      <dd className="min-w-0 break-words text-fg">{children}</dd>
    </div>
  );
}
