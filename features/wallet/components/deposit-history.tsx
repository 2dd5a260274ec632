'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import type { DataTableColumn } from '@/components/ui/data-table';
import { getDepositListQueryOptions } from '../api/get-deposit-list';
import type { Deposit } from '../api/schemas';
import { useDateTime } from '../hooks/use-date-time';
import { useQueryErrorToast } from '@/components/hooks/use-query-error-toast';
import { USDT_DECIMALS } from '../types';
import { WalletAmount } from './figures';
import { PagedList } from './pager';

export const DEPOSIT_PAGE_SIZE = 10;

/** "Pending 3/12" while confirmations come in, "Credited" once the wallet has it. */
export function DepositStatus({ deposit }: { deposit: Deposit }) {
  const t = useTranslations('Wallet.Deposit.status');
  if (deposit.status === 'credited') return <span className="text-success">{t('credited')}</span>;
  if (deposit.status === 'pending') {
    return (
      <span className="text-warn">
        {t('pending', {
          confirmations: Math.min(deposit.confirmations, deposit.requiredConfirmations),
          required: deposit.requiredConfirmations,
        })}
      </span>
    );
  }
  return <span>{deposit.status}</span>;
}

/** The user's deposits, newest first, read again every few seconds while one is pending. */
export function DepositHistory({ currencyOf }: { currencyOf: (currencyId: number) => string }) {
  const t = useTranslations('Wallet.Deposit');
  const formatTime = useDateTime();
  const [page, setPage] = useState(1);
  const list = useQuery(getDepositListQueryOptions({ page, size: DEPOSIT_PAGE_SIZE }));
  useQueryErrorToast(list.error);
  const columns = useMemo<DataTableColumn<Deposit>[]>(
    () => [
      {
        id: 'time',
        header: t('columns.time'),
        cell: (d) => <span className="tabular">{formatTime(d.createdAt)}</span>,
      },
      {
        id: 'network',
        header: t('columns.network'),
        hideBelow: 'sm',
        cell: (d) => `${currencyOf(d.currencyId)} · ${d.network}`,
      },
      {
        id: 'amount',
        header: t('columns.amount'),
        align: 'end',
        cell: (d) => (
          <WalletAmount
            value={d.amount}
            precision={USDT_DECIMALS}
            unit={currencyOf(d.currencyId)}
          />
        ),
      },
      {
        id: 'status',
        header: t('columns.status'),
        cell: (d) => <DepositStatus deposit={d} />,
      },
      {
        id: 'txId',
        header: t('columns.txId'),
        hideBelow: 'md',
        cell: (d) => (
          <span className="block max-w-48 truncate font-mono text-xs" title={d.txId ?? undefined}>
            {d.txId ?? '--'}
          </span>
        ),
      },
    ],
    [t, formatTime, currencyOf],
  );
  return (
    <PagedList
      headingId="deposit-history"
      heading={t('historyHeading')}
      pagesLabel={t('historyPages')}
      empty={t('historyEmpty')}
      columns={columns}
      getRowId={(d) => String(d.id)}
      query={list}
      page={page}
      size={DEPOSIT_PAGE_SIZE}
      onPageChange={setPage}
    />
  );
}
