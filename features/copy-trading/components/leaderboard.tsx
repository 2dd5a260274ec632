'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { cn } from '@/lib/cn';
import { LEADERS_PAGE_SIZE, getLeadersQueryOptions } from '../api/leaders';
import { LEADER_SORTS, type LeaderSort, type LeaderSummary } from '../api/schemas';
import { signClass, useFigures } from '../hooks/use-format';
import { LeaderProfileDialog } from './leader-profile-dialog';

/**
 * The public leaderboard: each lead trader's 30-day ROI and PnL, win rate, followers and maximum
 * drawdown, sorted on the server; a row opens the trader's profile and the follow dialog.
 */
export function Leaderboard() {
  const t = useTranslations('CopyTrading.Leaderboard');
  const figures = useFigures();
  const [sort, setSort] = useState<LeaderSort>('roi');
  const [page, setPage] = useState(1);
  const [profileId, setProfileId] = useState<number | null>(null);
  const leaders = useQuery(getLeadersQueryOptions({ sort, page }));
  const pages = Math.max(1, Math.ceil((leaders.data?.total ?? 0) / LEADERS_PAGE_SIZE));

  const columns: DataTableColumn<LeaderSummary>[] = [
    {
      id: 'nickname',
      header: t('nickname'),
      cell: (row) => (
        <button
          type="button"
          className="text-link font-medium"
          onClick={() => setProfileId(row.leaderId)}
          data-testid="leader-name"
        >
          {row.nickname}
        </button>
      ),
    },
    {
      id: 'roi',
      header: t('roi'),
      align: 'end',
      cell: (row) => (
        <span className={signClass(row.roi30d)}>{figures.percent(row.roi30d, true)}</span>
      ),
    },
    {
      id: 'pnl',
      header: t('pnl'),
      align: 'end',
      cell: (row) => (
        <span className={signClass(row.pnl30d)}>{figures.signedUsdt(row.pnl30d)}</span>
      ),
    },
    {
      id: 'winRate',
      header: t('winRate'),
      align: 'end',
      hideBelow: 'sm',
      cell: (row) => figures.percent(row.winRate),
    },
    {
      id: 'followers',
      header: t('followers'),
      align: 'end',
      hideBelow: 'sm',
      cell: (row) => row.followers,
    },
    {
      id: 'drawdown',
      header: t('maxDrawdown'),
      align: 'end',
      hideBelow: 'md',
      cell: (row) => figures.percent(row.maxDrawdown),
    },
  ];

  return (
    <div className="space-y-3" data-testid="leaderboard">
      <div role="group" aria-label={t('sortLabel')} className="flex flex-wrap gap-2">
        {LEADER_SORTS.map((key) => (
          <Button
            key={key}
            size="sm"
            variant={sort === key ? 'primary' : 'secondary'}
            aria-pressed={sort === key}
            onClick={() => {
              setSort(key);
              setPage(1);
            }}
          >
            {t(`sort.${key}`)}
          </Button>
        ))}
      </div>
      <DataTable
        aria-label={t('title')}
        columns={columns}
        rows={leaders.data?.list ?? []}
        getRowId={(row) => String(row.leaderId)}
        loading={leaders.isPending}
        empty={leaders.isError ? t('loadFailed') : t('empty')}
      />
      {pages > 1 ? (
        <nav aria-label={t('pages')} className="flex items-center justify-between gap-3">
          <Button
            size="sm"
            variant="secondary"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            {t('previous')}
          </Button>
          <p className={cn('text-sm text-fg-muted')}>{t('pageOf', { page, pages })}</p>
          <Button
            size="sm"
            variant="secondary"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            {t('next')}
          </Button>
        </nav>
      ) : null}
      {profileId !== null ? (
        <LeaderProfileDialog
          leaderId={profileId}
          open
          onOpenChange={(open) => !open && setProfileId(null)}
        />
      ) : null}
    </div>
  );
}
