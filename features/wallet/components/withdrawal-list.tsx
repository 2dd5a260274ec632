'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { DataTableColumn } from '@/components/ui/data-table';
import { toast } from '@/components/toast';
import { useCancelWithdraw } from '../api/cancel-withdraw';
import { getWithdrawListQueryOptions } from '../api/get-withdraw-list';
import type { Withdrawal } from '../api/schemas';
import { useDateTime } from '../hooks/use-date-time';
import { useQueryErrorToast } from '@/components/hooks/use-query-error-toast';
import { USDT_DECIMALS } from '../types';
import { WalletAmount } from './figures';
import { PagedList } from './pager';

export const WITHDRAW_PAGE_SIZE = 10;

const STATUS_TONE: Record<string, string> = {
  completed: 'text-success',
  rejected: 'text-error',
  cancelled: 'text-fg-muted',
};

/** A withdrawal's state in words; a large one waiting for an operator says so. */
export function WithdrawalStatus({ withdrawal }: { withdrawal: Withdrawal }) {
  const t = useTranslations('Wallet.Withdraw.status');
  const words = useTranslations('Wallet.Withdraw');
  const known = ['requested', 'processing', 'completed', 'cancelled', 'rejected'] as const;
  const status = known.find((s) => s === withdrawal.status);
  const text =
    status === undefined
      ? withdrawal.status
      : status === 'requested' && withdrawal.needsApproval === true
        ? t('awaitingApproval')
        : t(status);
  const reason = withdrawal.status === 'rejected' ? withdrawal.reason : null;
  return (
    <span className={STATUS_TONE[withdrawal.status] ?? 'text-warn'}>
      {text}
      {reason ? (
        <span className="block text-xs text-fg-muted">{words('reason', { reason })}</span>
      ) : null}
    </span>
  );
}

function CancelWithdrawal({ withdrawal }: { withdrawal: Withdrawal }) {
  const t = useTranslations('Wallet.Withdraw');
  const cancel = useCancelWithdraw();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        aria-label={t('cancelLabel', { id: withdrawal.id })}
        onClick={() => setOpen(true)}
      >
        {t('cancel')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('cancelTitle')}
        body={t('cancelBody')}
        confirmLabel={t('cancelConfirm')}
        variant="danger"
        onConfirm={async () => {
          await cancel.mutateAsync(withdrawal.id);
          toast({ message: t('cancelled'), tone: 'success' });
        }}
      />
    </>
  );
}

/** The user's withdrawals with their states; one still "requested" can be cancelled. */
export function WithdrawalList() {
  const t = useTranslations('Wallet.Withdraw');
  const formatTime = useDateTime();
  const [page, setPage] = useState(1);
  const list = useQuery(getWithdrawListQueryOptions({ page, size: WITHDRAW_PAGE_SIZE }));
  useQueryErrorToast(list.error);
  const columns = useMemo<DataTableColumn<Withdrawal>[]>(
    () => [
      {
        id: 'time',
        header: t('columns.time'),
        cell: (w) => <span className="tabular">{formatTime(w.createdAt)}</span>,
      },
      { id: 'network', header: t('columns.network'), hideBelow: 'sm', cell: (w) => w.network },
      {
        id: 'address',
        header: t('columns.address'),
        hideBelow: 'md',
        cell: (w) => (
          <span className="block max-w-40 truncate font-mono text-xs" title={w.address}>
            {w.address}
          </span>
        ),
      },
      {
        id: 'amount',
        header: t('columns.amount'),
        align: 'end',
        cell: (w) => <WalletAmount value={w.amount} precision={USDT_DECIMALS} unit={null} />,
      },
      {
        id: 'fee',
        header: t('columns.fee'),
        align: 'end',
        hideBelow: 'lg',
        cell: (w) => <WalletAmount value={w.fee} precision={USDT_DECIMALS} unit={null} />,
      },
      {
        id: 'receive',
        header: t('columns.receive'),
        align: 'end',
        hideBelow: 'md',
        cell: (w) => <WalletAmount value={w.receiveAmount} precision={USDT_DECIMALS} unit={null} />,
      },
      {
        id: 'status',
        header: t('columns.status'),
        cell: (w) => <WithdrawalStatus withdrawal={w} />,
      },
      {
        id: 'actions',
        header: <span className="sr-only">{t('columns.actions')}</span>,
        align: 'end',
        cell: (w) => (w.status === 'requested' ? <CancelWithdrawal withdrawal={w} /> : null),
      },
    ],
    [t, formatTime],
  );
  return (
    <PagedList
      headingId="withdraw-history"
      heading={t('historyHeading')}
      pagesLabel={t('historyPages')}
      empty={t('historyEmpty')}
      columns={columns}
      getRowId={(w) => String(w.id)}
      query={list}
      page={page}
      size={WITHDRAW_PAGE_SIZE}
      onPageChange={setPage}
    />
  );
}
