'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useMemo, useState } from 'react';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { FieldError } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { contractCode, contracts } from '@/lib/contract/reference-data';
import type { CsvColumn } from '@/lib/csv';
import { getAssetHistoryQueryOptions } from '../api/get-asset-history';
import { getCoinListQueryOptions } from '../api/get-coin-list';
import { HISTORY_TYPES, type HistoryRow, type HistoryType } from '../api/schemas';
import { useDateTime } from '../hooks/use-date-time';
import { useQueryErrorToast } from '@/components/hooks/use-query-error-toast';
import { dayRange, type DayRangeError } from '../model/history-filters';
import { parseWallet, USDT_DECIMALS, walletKey } from '../types';
import { DayRangeFields } from './day-range-fields';
import { WalletAmount, WalletPnl } from './figures';
import { PagedListFooter } from './pager';

export const HISTORY_PAGE_SIZE = 20;

const STATUSES = [
  'pending',
  'credited',
  'requested',
  'processing',
  'completed',
  'cancelled',
  'rejected',
] as const;

function useRowText() {
  const t = useTranslations('Wallet.History');
  const names = useTranslations('Wallet.wallets');
  return useMemo(() => {
    const walletName = (value: unknown) => {
      const wallet = parseWallet(value);
      return wallet === null ? String(value ?? '') : names(walletKey(wallet));
    };
    const type = (row: HistoryRow) =>
      (HISTORY_TYPES as readonly string[]).includes(row.type)
        ? t(`types.${row.type as HistoryType}`)
        : row.type;
    const status = (row: HistoryRow) => {
      const known = STATUSES.find((s) => s === row.status);
      return known === undefined ? row.status : t(`statuses.${known}`);
    };
    const detail = (row: HistoryRow) => {
      const d = row.detail ?? {};
      if (row.type === 'transfer' && d.from !== undefined && d.to !== undefined) {
        return `${walletName(d.from)} → ${walletName(d.to)}`;
      }
      if (row.type === 'funding' && d.contractId !== undefined) {
        const contract = contracts.find((c) => c.contractId === d.contractId);
        return contract ? contractCode(contract.name) : String(d.contractId);
      }
      if (row.type === 'bonus' && d.accountType !== undefined) return walletName(d.accountType);
      return [d.network, d.address ?? d.txId].filter(Boolean).join(' · ');
    };
    return { type, status, detail };
  }, [t, names]);
}

export interface AssetHistoryProps {
  /** Show one kind of movement only (the transfer page lists transfers); no type filter then. */
  fixedType?: HistoryType;
  /** Names the list (its table and section). */
  label: string;
  /** Shows the label as the section's heading (the history page has its own h1 instead). */
  showHeading?: boolean;
  /** The CSV file's name without date. */
  fileName?: string;
}

/**
 * Every movement of the user's money (asset/history): deposits, withdrawals, transfers, funding
 * and bonuses, filtered by type, currency and dates, a page at a time, exportable as CSV.
 */
export function AssetHistory({
  fixedType,
  label,
  showHeading = true,
  fileName = 'asset-history',
}: AssetHistoryProps) {
  const t = useTranslations('Wallet.History');
  const formatTime = useDateTime();
  const text = useRowText();
  const headingId = useId();
  const [type, setType] = useState<HistoryType | 'all'>(fixedType ?? 'all');
  const [currencyId, setCurrencyId] = useState('all');
  const [fromDay, setFromDay] = useState('');
  const [toDay, setToDay] = useState('');
  const [page, setPage] = useState(1);
  const coins = useQuery(getCoinListQueryOptions());
  const range = dayRange(fromDay, toDay);
  const rangeError: DayRangeError | null = 'error' in range ? range.error : null;
  const query = {
    type: type === 'all' ? undefined : type,
    currencyId: currencyId === 'all' ? undefined : Number(currencyId),
    from: 'error' in range ? undefined : range.from,
    to: 'error' in range ? undefined : range.to,
    page,
    size: HISTORY_PAGE_SIZE,
  };
  const history = useQuery({ ...getAssetHistoryQueryOptions(query), enabled: rangeError === null });
  useQueryErrorToast(history.error);
  const rows = history.data?.list ?? [];
  const currencyOf = (id: number) =>
    coins.data?.find((coin) => coin.currencyId === id)?.currency ?? String(id);

  const changeFilter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  const columns: DataTableColumn<HistoryRow>[] = [
    {
      id: 'time',
      header: t('columns.time'),
      cell: (row) => <span className="tabular">{formatTime(row.time)}</span>,
    },
    { id: 'type', header: t('columns.type'), cell: (row) => text.type(row) },
    {
      id: 'amount',
      header: t('columns.amount'),
      align: 'end',
      // A transfer between the user's own wallets moves money without gaining or losing any: its
      // amount is plain, its direction in the details. Every other movement is signed.
      cell: (row) =>
        row.type === 'transfer' ? (
          <WalletAmount
            value={row.amount}
            precision={USDT_DECIMALS}
            unit={currencyOf(row.currencyId)}
          />
        ) : (
          <WalletPnl
            value={row.amount}
            precision={USDT_DECIMALS}
            unit={currencyOf(row.currencyId)}
          />
        ),
    },
    { id: 'status', header: t('columns.status'), hideBelow: 'sm', cell: (row) => text.status(row) },
    {
      id: 'detail',
      header: t('columns.detail'),
      hideBelow: 'md',
      cell: (row) => (
        <span className="block max-w-64 truncate" title={text.detail(row)}>
          {text.detail(row) || '--'}
        </span>
      ),
    },
  ];
  const csvColumns: CsvColumn<HistoryRow>[] = [
    { header: t('columns.time'), value: (row) => formatTime(row.time) },
    { header: t('columns.type'), value: (row) => text.type(row) },
    { header: t('columns.currency'), value: (row) => currencyOf(row.currencyId) },
    { header: t('columns.amount'), value: (row) => row.amount },
    { header: t('columns.fee'), value: (row) => row.fee ?? '' },
    { header: t('columns.status'), value: (row) => text.status(row) },
    { header: t('columns.detail'), value: (row) => text.detail(row) },
    { header: t('columns.txId'), value: (row) => row.detail?.txId ?? '' },
  ];

  const rangeErrorId = `${headingId}-range-error`;
  return (
    <section
      aria-labelledby={showHeading ? headingId : undefined}
      aria-label={showHeading ? undefined : label}
      className="space-y-3"
    >
      {showHeading ? (
        <h2 id={headingId} className="text-lg font-semibold text-fg">
          {label}
        </h2>
      ) : null}
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4" role="group" aria-label={t('filters')}>
        {fixedType === undefined ? (
          <NativeSelect
            label={t('type')}
            options={[
              { value: 'all', label: t('allTypes') },
              ...HISTORY_TYPES.map((value) => ({ value, label: t(`types.${value}`) })),
            ]}
            value={type}
            onValueChange={changeFilter((value: string) =>
              setType(HISTORY_TYPES.find((v) => v === value) ?? 'all'),
            )}
          />
        ) : null}
        <NativeSelect
          label={t('currency')}
          options={[
            { value: 'all', label: t('allCurrencies') },
            ...(coins.data ?? []).map((coin) => ({
              value: String(coin.currencyId),
              label: coin.currency,
            })),
          ]}
          value={currencyId}
          onValueChange={changeFilter(setCurrencyId)}
        />
        <DayRangeFields
          idPrefix={headingId}
          fromDay={fromDay}
          toDay={toDay}
          onFromDayChange={changeFilter(setFromDay)}
          onToDayChange={changeFilter(setToDay)}
          invalid={rangeError !== null}
          errorId={rangeErrorId}
        />
      </div>
      <FieldError
        id={rangeErrorId}
        error={rangeError === null ? null : t(`rangeErrors.${rangeError}`)}
      />
      <DataTable
        aria-label={label}
        columns={columns}
        rows={rows}
        getRowId={(row) => row.id}
        loading={history.isPending && rangeError === null}
        loadingRows={4}
        empty={
          type === 'all' && currencyId === 'all' && fromDay === '' && toDay === ''
            ? t('empty')
            : t('emptyFiltered')
        }
      />
      <PagedListFooter
        page={page}
        size={HISTORY_PAGE_SIZE}
        total={history.data?.total ?? 0}
        onPageChange={setPage}
        label={t('pages')}
        csv={{ rows, columns: csvColumns, fileName, label: t('exportCsv') }}
      />
    </section>
  );
}
