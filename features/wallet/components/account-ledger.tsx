'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { FieldError } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { cn } from '@/lib/cn';
import type { CsvColumn } from '@/lib/csv';
import { getAccountLedgerQueryOptions } from '../api/get-account-ledger';
import { LEDGER_KINDS, type LedgerKind, type LedgerRow } from '../api/schemas';
import { useDateTime } from '../hooks/use-date-time';
import { useLedgerText } from '../hooks/use-ledger-text';
import { useLiveLedger } from '../hooks/use-live-ledger';
import { useQueryErrorToast } from '@/components/hooks/use-query-error-toast';
import { dayRange } from '../model/history-filters';
import { parseWallet, USDT_DECIMALS, WALLET_ORDER, type WalletId } from '../types';
import { DayRangeFields } from './day-range-fields';
import { WalletAmount, WalletPnl } from './figures';
import { LedgerSummary } from './ledger-summary';
import { PagedListFooter } from './pager';

export const LEDGER_PAGE_SIZE = 20;

/** Money moved between the user's own wallets: signed (the balance chain needs it), not coloured. */
const MOVES: readonly string[] = ['transfer', 'bonusProfit'] satisfies LedgerKind[];

export interface AccountLedgerProps {
  /** Names the list (its section and table); "Ledger" by default. */
  label?: string;
  /** Shows one wallet only (the trading screen's account): no wallet filter or column then. */
  account?: WalletId;
  /** Shows one contract's rows only (the trading screen's "current contract" box). */
  contractId?: number;
  /** The trading screen's tab: no date filters, the table scrolls within a fixed height. */
  compact?: boolean;
  /** The CSV file's name without date. */
  fileName?: string;
  /** Shows one kind of change only (the trading screen's funding fees tab): no type filter then. */
  kind?: LedgerKind;
  /** What the empty list says instead of "No balance changes yet". */
  emptyText?: string;
}

/**
 * The account ledger (asset/ledger): every change of the user's wallet balances, one row each
 * with the balance after it (trading fees, realized PnL, funding, liquidation, transfers,
 * deposits, withdrawals, bonuses), filtered by wallet, type and dates, with realized PnL before
 * and after fees over the filter above it. Read again whenever a shown wallet's balance moves.
 */
export function AccountLedger({
  label,
  account,
  contractId,
  compact = false,
  fileName = 'ledger',
  kind: onlyKind,
  emptyText,
}: AccountLedgerProps) {
  const t = useTranslations('Wallet.Ledger');
  const history = useTranslations('Wallet.History');
  const formatTime = useDateTime();
  const text = useLedgerText();
  const id = useId();
  const name = label ?? t('title');
  const [wallet, setWallet] = useState<WalletId | 'all'>('all');
  const [chosenKind, setKind] = useState<LedgerKind | 'all'>('all');
  const kind = onlyKind ?? chosenKind;
  const [fromDay, setFromDay] = useState('');
  const [toDay, setToDay] = useState('');
  const [page, setPage] = useState(1);
  // The trading screen changes the account or the contract shown: back to the first page.
  const scope = `${String(account)}:${String(contractId)}`;
  const [pagedScope, setPagedScope] = useState(scope);
  if (pagedScope !== scope) {
    setPagedScope(scope);
    setPage(1);
  }
  const range = dayRange(fromDay, toDay);
  const rangeError = 'error' in range ? range.error : null;
  const shownWallet = account ?? (wallet === 'all' ? undefined : wallet);
  useLiveLedger(shownWallet === undefined ? undefined : [shownWallet]);
  const ledger = useQuery({
    ...getAccountLedgerQueryOptions({
      account: shownWallet,
      kind: kind === 'all' ? undefined : kind,
      contractId,
      from: 'error' in range ? undefined : range.from,
      to: 'error' in range ? undefined : range.to,
      page,
      size: LEDGER_PAGE_SIZE,
    }),
    enabled: rangeError === null,
  });
  useQueryErrorToast(ledger.error);
  const rows = ledger.data?.list ?? [];
  const loading = ledger.isPending && rangeError === null;

  const changeFilter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  const columns: DataTableColumn<LedgerRow>[] = [
    {
      id: 'time',
      header: t('columns.time'),
      cell: (row) => <span className="tabular whitespace-nowrap">{formatTime(row.time)}</span>,
    },
    ...(account === undefined
      ? [
          {
            id: 'account',
            header: t('columns.account'),
            hideBelow: 'sm' as const,
            cell: (row: LedgerRow) => text.wallet(row.account),
          },
        ]
      : []),
    {
      id: 'type',
      header: t('columns.type'),
      cell: (row) => <span className="whitespace-nowrap">{text.kind(row)}</span>,
    },
    { id: 'contract', header: t('columns.contract'), cell: (row) => text.contract(row) || '--' },
    {
      id: 'amount',
      header: t('columns.amount'),
      align: 'end',
      // A fee or a loss is a cost: "−" and the loss colour (PnL's half-up rounding).
      cell: (row) => (
        <WalletPnl
          value={row.amount}
          precision={USDT_DECIMALS}
          unit={null}
          className={MOVES.includes(row.kind) ? 'text-fg' : undefined}
        />
      ),
    },
    {
      id: 'balance',
      header: t('columns.balance'),
      align: 'end',
      // What is in the wallet after the change: cut, never shown larger than it is.
      cell: (row) => <WalletAmount value={row.balance} precision={USDT_DECIMALS} unit={null} />,
    },
    {
      id: 'detail',
      header: t('columns.detail'),
      hideBelow: 'md',
      cell: (row) => <span className="whitespace-nowrap">{text.detail(row) || '--'}</span>,
    },
  ];
  const csvColumns: CsvColumn<LedgerRow>[] = [
    { header: t('columns.time'), value: (row) => formatTime(row.time) },
    { header: t('columns.account'), value: (row) => text.wallet(row.account) },
    { header: t('columns.type'), value: (row) => text.kind(row) },
    { header: t('columns.contract'), value: (row) => text.contract(row) },
    { header: t('columns.amount'), value: (row) => row.amount },
    { header: t('columns.balance'), value: (row) => row.balance },
    { header: t('columns.orderId'), value: (row) => row.orderId ?? '' },
    { header: t('columns.detail'), value: (row) => text.detail(row) },
  ];
  const filtered =
    wallet !== 'all' ||
    kind !== 'all' ||
    contractId !== undefined ||
    fromDay !== '' ||
    toDay !== '';
  const rangeErrorId = `${id}-range-error`;

  return (
    <section aria-label={name} className={cn('space-y-3', compact && 'px-3 py-2')}>
      <div
        className="grid grid-cols-2 gap-3 sm:grid-cols-4"
        role="group"
        aria-label={history('filters')}
      >
        {account === undefined ? (
          <NativeSelect
            label={t('account')}
            options={[
              { value: 'all', label: t('allAccounts') },
              ...WALLET_ORDER.map((w) => ({ value: String(w), label: text.wallet(w) })),
            ]}
            value={String(wallet)}
            onValueChange={changeFilter((value: string) => setWallet(parseWallet(value) ?? 'all'))}
          />
        ) : null}
        {onlyKind === undefined ? (
          <NativeSelect
            label={t('type')}
            options={[
              { value: 'all', label: t('allTypes') },
              ...LEDGER_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) })),
            ]}
            value={kind}
            onValueChange={changeFilter((value: string) =>
              setKind(LEDGER_KINDS.find((k) => k === value) ?? 'all'),
            )}
          />
        ) : null}
        {compact ? null : (
          <DayRangeFields
            idPrefix={id}
            fromDay={fromDay}
            toDay={toDay}
            onFromDayChange={changeFilter(setFromDay)}
            onToDayChange={changeFilter(setToDay)}
            invalid={rangeError !== null}
            errorId={rangeErrorId}
          />
        )}
      </div>
      <FieldError
        id={rangeErrorId}
        error={rangeError === null ? null : history(`rangeErrors.${rangeError}`)}
      />
      <LedgerSummary totals={ledger.data?.totals} loading={loading} />
      <DataTable
        aria-label={name}
        columns={columns}
        rows={rows}
        getRowId={(row) => row.id}
        loading={loading}
        loadingRows={4}
        empty={emptyText ?? (filtered ? t('emptyFiltered') : t('empty'))}
        {...(compact ? { maxHeight: 360 } : {})}
      />
      <PagedListFooter
        page={page}
        size={LEDGER_PAGE_SIZE}
        total={ledger.data?.total ?? 0}
        onPageChange={setPage}
        label={t('pages')}
        csv={{ rows, columns: csvColumns, fileName, label: history('exportCsv') }}
      />
    </section>
  );
}
