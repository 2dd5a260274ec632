'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { contracts } from '@/lib/contract/reference-data';
import { getCommissionsQueryOptions, getInviteesQueryOptions } from '../api/get-referral';
import type { CommissionPage, InviteePage } from '../api/schemas';
import { useDateTime, useUsdt } from '../hooks/use-format';
import { useQueryErrorToast } from '@/components/hooks/use-query-error-toast';
import { CursorPager, useCursorPages } from './cursor-pager';

type Invitee = InviteePage['list'][number];
type Commission = CommissionPage['list'][number];

/** The users who signed up with the user's code (their account masked by the server). */
export function InviteeList() {
  const t = useTranslations('Referral.Invitees');
  const dateTime = useDateTime();
  const usdt = useUsdt();
  const pages = useCursorPages<number>();
  const query = useQuery({
    ...getInviteesQueryOptions(pages.cursor),
    placeholderData: keepPreviousData,
  });
  useQueryErrorToast(query.error);
  const columns: DataTableColumn<Invitee>[] = [
    { id: 'account', header: t('account'), cell: (row) => row.account },
    { id: 'joinedAt', header: t('joinedAt'), cell: (row) => dateTime(row.joinedAt) },
    {
      id: 'kyc',
      header: t('kyc'),
      cell: (row) => (row.kycVerified ? t('verified') : t('notVerified')),
      hideBelow: 'sm',
    },
    {
      id: 'commission',
      header: t('commission'),
      cell: (row) => `${usdt(row.commission)} USDT`,
      align: 'end',
    },
  ];
  const nextCursor = query.data?.nextCursor ?? null;
  return (
    <div>
      <DataTable
        aria-label={t('title')}
        columns={columns}
        rows={query.data?.list ?? []}
        getRowId={(row) => `${row.account}-${row.joinedAt}`}
        loading={query.isPending}
        empty={t('empty')}
      />
      <CursorPager
        label={t('pages')}
        page={pages.page}
        hasNext={nextCursor !== null}
        onNext={() => nextCursor !== null && pages.next(nextCursor)}
        onPrevious={pages.previous}
      />
    </div>
  );
}

/** Each commission credited to the user's spot wallet from a referred user's trading fee. */
export function CommissionList() {
  const t = useTranslations('Referral.Commissions');
  const dateTime = useDateTime();
  const usdt = useUsdt();
  const pages = useCursorPages<string>();
  const query = useQuery({
    ...getCommissionsQueryOptions(pages.cursor),
    placeholderData: keepPreviousData,
  });
  useQueryErrorToast(query.error);
  const columns: DataTableColumn<Commission>[] = [
    { id: 'time', header: t('time'), cell: (row) => dateTime(row.time) },
    { id: 'account', header: t('account'), cell: (row) => row.account },
    {
      id: 'contract',
      header: t('contract'),
      cell: (row) => contracts.find((c) => c.contractId === row.contractId)?.name ?? row.contractId,
      hideBelow: 'md',
    },
    { id: 'fee', header: t('fee'), cell: (row) => usdt(row.fee), align: 'end', hideBelow: 'sm' },
    {
      id: 'commission',
      header: t('commission'),
      cell: (row) => `${usdt(row.commission)} USDT`,
      align: 'end',
    },
  ];
  const nextCursor = query.data?.nextCursor ?? null;
  return (
    <div>
      <DataTable
        aria-label={t('title')}
        columns={columns}
        rows={query.data?.list ?? []}
        getRowId={(row) => row.id}
        loading={query.isPending}
        empty={t('empty')}
      />
      <CursorPager
        label={t('pages')}
        page={pages.page}
        hasNext={nextCursor !== null}
        onNext={() => nextCursor !== null && pages.next(nextCursor)}
        onPrevious={pages.previous}
      />
    </div>
  );
}
