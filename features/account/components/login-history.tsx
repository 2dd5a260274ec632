'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { deviceInWords, type DeviceWords } from '@/lib/contract/wire/security';
import {
  LOGIN_HISTORY_PAGE_SIZE,
  useLoginHistory,
  type LoginHistoryEntry,
} from '../api/get-login-history';
import { useFormatTime, useLanguageName } from '../hooks/use-format-time';
import { QueryError } from './query-error';

/** The newest log-ins (and the sign-up) with time, address, device and language, a page at a time. */
export function LoginHistory() {
  const t = useTranslations('Account.LoginHistory');
  const formatTime = useFormatTime();
  const languageName = useLanguageName();
  const [page, setPage] = useState(1);
  const history = useLoginHistory(page);
  const data = history.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / LOGIN_HISTORY_PAGE_SIZE)) : 1;
  // The server's words are English ("Unknown browser on Android"): the page's, around the brands.
  const deviceWords: DeviceWords = {
    on: (browser, system) => t('deviceOn', { browser, system }),
    unknownBrowser: t('unknownBrowser'),
    unknownDevice: t('unknownDevice'),
  };

  // Below 640 px the type and the address move under the time and the device (two columns fit a
  // phone); from 640 px each has its own column.
  const columns: DataTableColumn<LoginHistoryEntry>[] = [
    {
      id: 'time',
      header: t('time'),
      cell: (row) => (
        <>
          <time className="block whitespace-normal" dateTime={new Date(row.time).toISOString()}>
            {formatTime(row.time)}
          </time>
          <span className="block text-xs text-fg-muted sm:hidden">{t(`kinds.${row.kind}`)}</span>
        </>
      ),
    },
    { id: 'kind', header: t('kind'), hideBelow: 'sm', cell: (row) => t(`kinds.${row.kind}`) },
    {
      id: 'ip',
      header: t('ip'),
      hideBelow: 'sm',
      cell: (row) => <span className="font-mono">{row.ip ?? '—'}</span>,
    },
    {
      id: 'device',
      header: t('device'),
      cell: (row) => (
        <>
          <span className="block whitespace-normal">{deviceInWords(row.device, deviceWords)}</span>
          <span className="block font-mono text-xs text-fg-muted sm:hidden">{row.ip ?? '—'}</span>
        </>
      ),
    },
    {
      id: 'language',
      header: t('language'),
      hideBelow: 'sm',
      cell: (row) => languageName(row.language),
    },
  ];

  if (history.isError && !data) return <QueryError onRetry={() => void history.refetch()} />;
  return (
    <div className="space-y-3" data-testid="login-history">
      <DataTable
        aria-label={t('tableLabel')}
        columns={columns}
        rows={data?.list ?? []}
        getRowId={(row) => String(row.id)}
        loading={history.isPending}
        loadingRows={3}
        empty={t('empty')}
      />
      {data && data.total > LOGIN_HISTORY_PAGE_SIZE ? (
        <nav
          aria-label={t('pagination')}
          className="flex flex-wrap items-center justify-end gap-3 text-sm"
        >
          <Button
            variant="secondary"
            size="sm"
            disabled={page <= 1 || history.isFetching}
            onClick={() => setPage((p) => Math.max(1, p - 1))}
          >
            {t('previous')}
          </Button>
          <span aria-live="polite" className="text-fg-muted" data-testid="login-history-page">
            {t('pageOf', { page, pages })}
          </span>
          <Button
            variant="secondary"
            size="sm"
            disabled={page >= pages || history.isFetching}
            onClick={() => setPage((p) => Math.min(pages, p + 1))}
          >
            {t('next')}
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
