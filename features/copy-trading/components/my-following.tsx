'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useApiErrorText } from '@/components/hooks/use-api-error-text';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/toast';
import { isApiError } from '@/lib/http';
import { contracts } from '@/lib/contract/reference-data';
import {
  getFollowListQueryOptions,
  getFollowPositionsQueryOptions,
  getMirroredTradesQueryOptions,
  useStopFollow,
} from '../api/following';
import type { Follow, FollowPosition, MirroredTrade } from '../api/schemas';
import { signClass, useFigures } from '../hooks/use-format';
import { ERROR_CODE } from '@/lib/contract/wire/error-codes';

const contractName = (id: number) => contracts.find((c) => c.contractId === id)?.name ?? String(id);

/** The follow that runs now: equity, result, and stopping it after a confirmation. */
function CurrentFollow({ follow }: { follow: Follow }) {
  const t = useTranslations('CopyTrading.Mine');
  const figures = useFigures();
  const errorText = useApiErrorText();
  const stop = useStopFollow();
  const [confirming, setConfirming] = useState(false);
  return (
    <div
      className="space-y-3 rounded-lg border border-line p-4"
      data-testid="current-follow"
      data-status={follow.status}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-fg">
          {t('following', { nickname: follow.nickname ?? `#${follow.leaderId}` })}
        </h3>
        {follow.status === 'stopping' ? (
          <span className="text-sm text-warn">{t('stopping')}</span>
        ) : (
          <Button
            variant="danger"
            size="sm"
            onClick={() => setConfirming(true)}
            data-testid="stop-follow"
          >
            {t('stop')}
          </Button>
        )}
      </div>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {[
          [t('amount'), `${figures.usdt(follow.amount)} USDT`, null],
          [t('equity'), `${figures.usdt(follow.equity)} USDT`, null],
          [t('pnl'), `${figures.signedUsdt(follow.pnl)} USDT`, follow.pnl],
          [t('tradeCap'), `${figures.usdt(follow.tradeCap)} USDT`, null],
        ].map(([label, value, sign]) => (
          <div key={label}>
            <dt className="text-xs text-fg-muted">{label}</dt>
            <dd className={`tabular font-medium ${sign ? signClass(sign) : 'text-fg'}`}>{value}</dd>
          </div>
        ))}
      </dl>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('stopTitle')}
        body={t('stopBody')}
        confirmLabel={t('stop')}
        variant="danger"
        onConfirm={async () => {
          try {
            const answer = await stop.mutateAsync(follow.followId);
            toast({
              message:
                answer.status === 'stopped'
                  ? t('stopped', { returned: figures.usdt(answer.returned) })
                  : t('stopping'),
              tone: 'success',
            });
          } catch (error) {
            // Positions could not be closed yet; the server retries on its own.
            toast({
              message: errorText(error),
              tone:
                isApiError(error) && error.code === ERROR_CODE.followStopIncomplete
                  ? 'info'
                  : 'error',
            });
          }
        }}
      />
    </div>
  );
}

function MirroredPositions({ positions }: { positions: readonly FollowPosition[] }) {
  const t = useTranslations('CopyTrading.Mine');
  const figures = useFigures();
  const columns: DataTableColumn<FollowPosition>[] = [
    { id: 'contract', header: t('contract'), cell: (row) => contractName(row.contractId) },
    {
      id: 'side',
      header: t('side'),
      cell: (row) => (
        <span className={row.side > 0 ? 'text-up' : 'text-down'}>
          {row.side > 0 ? t('long') : t('short')}
        </span>
      ),
    },
    {
      id: 'size',
      header: t('size'),
      align: 'end',
      cell: (row) => figures.quantity(row.size.replace('-', '')),
    },
    {
      id: 'entry',
      header: t('entryPrice'),
      align: 'end',
      hideBelow: 'sm',
      cell: (row) => figures.quantity(row.entryPrice),
    },
    {
      id: 'upnl',
      header: t('upnl'),
      align: 'end',
      cell: (row) => <span className={signClass(row.upnl)}>{figures.signedUsdt(row.upnl)}</span>,
    },
  ];
  return (
    <div data-testid="mirrored-positions">
      <DataTable
        aria-label={t('positionsTitle')}
        columns={columns}
        rows={positions}
        getRowId={(row) => String(row.positionId)}
        empty={t('noPositions')}
      />
    </div>
  );
}

function MirroredTrades() {
  const t = useTranslations('CopyTrading.Mine');
  const figures = useFigures();
  const trades = useQuery(getMirroredTradesQueryOptions(1));
  const outcome = (row: MirroredTrade) => {
    if (row.status === 'placed') return t('outcome.placed');
    if (row.reason === 'belowMinimum') return t('outcome.belowMinimum');
    if (row.reason === 'noPosition') return t('outcome.noPosition');
    return t('outcome.refused', { code: row.code ?? '' });
  };
  const columns: DataTableColumn<MirroredTrade>[] = [
    { id: 'time', header: t('time'), cell: (row) => figures.dateTime(row.createdAt) },
    {
      id: 'contract',
      header: t('contract'),
      hideBelow: 'sm',
      cell: (row) => contractName(row.contractId),
    },
    { id: 'action', header: t('action'), cell: (row) => t(`actions.${row.action}`) },
    {
      id: 'quantity',
      header: t('quantity'),
      align: 'end',
      cell: (row) => figures.quantity(row.quantity),
    },
    { id: 'outcome', header: t('outcome.label'), hideBelow: 'md', cell: outcome },
  ];
  return (
    <DataTable
      aria-label={t('tradesTitle')}
      columns={columns}
      rows={trades.data?.list ?? []}
      getRowId={(row) => String(row.id)}
      loading={trades.isPending}
      empty={t('noTrades')}
    />
  );
}

/** The "my following" tab: the running follow, its mirrored positions and trades, past follows. */
export function MyFollowing() {
  const t = useTranslations('CopyTrading.Mine');
  const figures = useFigures();
  const positions = useQuery(getFollowPositionsQueryOptions());
  const follows = useQuery(getFollowListQueryOptions());
  const past = follows.data?.list.filter((f) => f.status === 'stopped') ?? [];
  if (positions.isPending) {
    return (
      <div aria-busy="true" className="space-y-2">
        <span className="sr-only">{t('loading')}</span>
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-32 w-full" />
      </div>
    );
  }
  const current = positions.data?.follow ?? null;
  return (
    <div className="space-y-6" data-testid="my-following">
      {current ? (
        <CurrentFollow follow={current} />
      ) : (
        <p className="rounded-lg border border-dashed border-line px-4 py-8 text-center text-fg-muted">
          {t('none')}
        </p>
      )}
      <section className="space-y-2">
        <h3 className="font-semibold text-fg">{t('positionsTitle')}</h3>
        <MirroredPositions positions={positions.data?.positions ?? []} />
      </section>
      <section className="space-y-2">
        <h3 className="font-semibold text-fg">{t('tradesTitle')}</h3>
        <MirroredTrades />
      </section>
      {past.length > 0 ? (
        <section className="space-y-2">
          <h3 className="font-semibold text-fg">{t('pastTitle')}</h3>
          <ul className="space-y-2 text-sm">
            {past.map((f) => (
              <li
                key={f.followId}
                className="flex flex-wrap justify-between gap-2 rounded border border-line p-3"
              >
                <span className="text-fg">{f.nickname ?? `#${f.leaderId}`}</span>
                <span className="text-fg-muted">{figures.dateTime(f.stoppedAt)}</span>
                <span className={signClass(f.pnl)}>{figures.signedUsdt(f.pnl)} USDT</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
