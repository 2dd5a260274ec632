'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { Button, buttonStyles } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { Link } from '@/components/i18n/link';
import { useWalletData } from '../hooks/use-wallet-data';
import { isSmallBalance } from '../model/balances';
import { openTransferDialog } from '../stores/transfer-dialog-store';
import { useWalletPreferences } from '../stores/wallet-preferences';
import { USDT, type WalletBalance } from '../types';
import { BalancePreferences } from './balance-preferences';
import { WalletAmount } from './figures';

/** A currency of the spot wallet (the engine's spot wallet holds USDT). */
interface SpotRow {
  currency: string;
  balance: WalletBalance;
}

/** The spot wallet per currency: total, available, frozen, and the ways in and out. */
export function SpotAssets() {
  const t = useTranslations('Wallet.Spot');
  const common = useTranslations('Wallet.Common');
  const { loading, wallets } = useWalletData();
  const { hideSmallBalances } = useWalletPreferences();
  const spot = wallets.find((wallet) => wallet.id === 'spot');
  const rows: SpotRow[] =
    spot && !(hideSmallBalances && isSmallBalance(spot)) ? [{ currency: USDT, balance: spot }] : [];

  const columns = useMemo<DataTableColumn<SpotRow>[]>(
    () => [
      {
        id: 'currency',
        header: t('columns.currency'),
        cell: (row) => <span className="font-medium">{row.currency}</span>,
      },
      {
        id: 'total',
        header: t('columns.total'),
        align: 'end',
        cell: (row) => <WalletAmount value={row.balance.wallet} unit={null} />,
      },
      {
        id: 'available',
        header: t('columns.available'),
        align: 'end',
        cell: (row) => <WalletAmount value={row.balance.available} unit={null} />,
      },
      {
        id: 'frozen',
        header: t('columns.frozen'),
        align: 'end',
        hideBelow: 'sm',
        cell: (row) => <WalletAmount value={row.balance.frozen} unit={null} />,
      },
      {
        id: 'actions',
        header: <span className="sr-only">{t('columns.actions')}</span>,
        align: 'end',
        cell: (row) => (
          <div className="flex justify-end gap-1">
            <Link
              href="/assets/deposit"
              className={buttonStyles({ variant: 'ghost', size: 'sm' })}
              aria-label={common('depositCurrency', { currency: row.currency })}
            >
              {common('deposit')}
            </Link>
            <Link
              href="/assets/withdraw"
              className={buttonStyles({ variant: 'ghost', size: 'sm' })}
              aria-label={common('withdrawCurrency', { currency: row.currency })}
            >
              {common('withdraw')}
            </Link>
            <Button
              size="sm"
              variant="ghost"
              aria-label={common('transferCurrency', { currency: row.currency })}
              onClick={() => openTransferDialog({ from: 'spot', to: 1 })}
            >
              {common('transfer')}
            </Button>
          </div>
        ),
      },
    ],
    [t, common],
  );

  return (
    <section aria-labelledby="spot-balances" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="spot-balances" className="text-lg font-semibold text-fg">
          {t('balancesHeading')}
        </h2>
        <BalancePreferences />
      </div>
      <DataTable
        aria-label={t('balancesHeading')}
        columns={columns}
        rows={loading ? [] : rows}
        getRowId={(row) => row.currency}
        loading={loading}
        loadingRows={1}
        empty={t('allSmall')}
      />
      <p className="text-xs text-fg-muted">{t('onlyUsdt')}</p>
    </section>
  );
}
