'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { Button, buttonStyles, linkStyles } from '@/components/ui/button';
import { LoadFailed } from '@/components/ui/load-failed';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { Skeleton } from '@/components/ui/skeleton';
import { useMarketIndicator, useSpotMarket } from '@/features/realtime';
import { findContractByCode, spotSymbols } from '@/lib/contract/reference-data';
import { formatNumber } from '@/lib/format';
import { Link } from '@/components/i18n/link';
import { useWalletData } from '../hooks/use-wallet-data';
import { inBtc, isSmallBalance, totalEquityOf, trialFundsOf } from '../model/balances';
import { openTransferDialog } from '../stores/transfer-dialog-store';
import { useWalletPreferences } from '../stores/wallet-preferences';
import { TRANSFERABLE_WALLETS, walletKey, type WalletBalance } from '../types';
import { BalancePreferences } from './balance-preferences';
import { HiddenFigure, WalletAmount, WalletPnl } from './figures';
import { WalletActions } from './wallet-actions';

/** The pair whose last price values the total in BTC (its spot market, else its contract). */
export const BTC_VALUATION_CODE = 'BTCUSDT';
const BTC_DECIMALS = 8;

function RowActions({ wallet }: { wallet: WalletBalance }) {
  const t = useTranslations('Wallet.Common');
  const name = useTranslations('Wallet.wallets')(walletKey(wallet.id));
  return (
    <div className="flex justify-end gap-1">
      {wallet.id === 'spot' ? (
        <Link
          href="/assets/deposit"
          className={buttonStyles({ variant: 'ghost', size: 'sm' })}
          aria-label={t('depositTo', { wallet: name })}
        >
          {t('deposit')}
        </Link>
      ) : null}
      {TRANSFERABLE_WALLETS.includes(wallet.id) ? (
        <Button
          size="sm"
          variant="ghost"
          aria-label={t('transferFrom', { wallet: name })}
          onClick={() =>
            openTransferDialog(
              wallet.id === 'spot' ? { from: 'spot', to: 1 } : { from: wallet.id, to: 'spot' },
            )
          }
        >
          {t('transfer')}
        </Button>
      ) : null}
      {wallet.id !== 'spot' ? (
        <Link
          href="/futures"
          className={buttonStyles({ variant: 'ghost', size: 'sm' })}
          aria-label={t('tradeWith', { wallet: name })}
        >
          {t('trade')}
        </Link>
      ) : null}
    </div>
  );
}

/**
 * The wallet overview: the total in USDT and BTC (the user's own money), the exchange's trial
 * funds apart, and each wallet the user has with its available, frozen and unrealized figures —
 * live from the balance frames.
 */
export function WalletOverview() {
  const t = useTranslations('Wallet.Overview');
  const names = useTranslations('Wallet.wallets');
  const common = useTranslations('Wallet.Common');
  const locale = useLocale();
  const { loading, failed, retry, wallets, hasFutures } = useWalletData();
  const { hideSmallBalances, hideAmounts } = useWalletPreferences();
  const btcContract = findContractByCode(BTC_VALUATION_CODE);
  const btcSpot = spotSymbols.find((s) => s.symbol === BTC_VALUATION_CODE.toLowerCase());
  // Valued at the spot BTC/USDT price as the big exchanges do; the contract's until it arrives.
  const btcSpotPrice = useSpotMarket(btcSpot?.instrumentId ?? 0)?.lp;
  const btcContractPrice = useMarketIndicator(btcContract?.contractId ?? 0)?.lp;
  const btcPrice = btcSpotPrice ?? btcContractPrice;
  // The exchange's trial funds are not the user's money: apart, and never in the total.
  const total = totalEquityOf(wallets);
  const trialFunds = trialFundsOf(wallets);
  const totalBtc = inBtc(total, btcPrice);
  const shown = hideSmallBalances ? wallets.filter((wallet) => !isSmallBalance(wallet)) : wallets;

  const columns = useMemo<DataTableColumn<WalletBalance>[]>(
    () => [
      {
        id: 'wallet',
        header: t('columns.wallet'),
        cell: (w) => <span className="font-medium">{names(walletKey(w.id))}</span>,
      },
      {
        id: 'equity',
        header: t('columns.equity'),
        align: 'end',
        cell: (w) => <WalletAmount value={w.equity} />,
      },
      {
        id: 'available',
        header: t('columns.available'),
        align: 'end',
        cell: (w) => <WalletAmount value={w.available} />,
      },
      {
        id: 'frozen',
        header: t('columns.frozen'),
        align: 'end',
        hideBelow: 'md',
        cell: (w) => <WalletAmount value={w.frozen} />,
      },
      {
        id: 'unrealizedPnl',
        header: t('columns.unrealizedPnl'),
        align: 'end',
        hideBelow: 'sm',
        cell: (w) => <WalletPnl value={w.unrealizedPnl} />,
      },
      {
        id: 'actions',
        header: <span className="sr-only">{t('columns.actions')}</span>,
        align: 'end',
        cell: (w) => <RowActions wallet={w} />,
      },
    ],
    [t, names],
  );

  return (
    <div className="space-y-8">
      <section
        aria-labelledby="wallet-total"
        className="space-y-4 rounded-lg border border-line bg-bg-raised p-4 sm:p-6"
      >
        <h2 id="wallet-total" className="text-sm text-fg-muted">
          {t('totalEquity')}
        </h2>
        <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1" data-testid="wallet-total">
          {loading ? (
            <Skeleton className="h-8 w-48" />
          ) : (
            <p className="text-2xl font-semibold text-fg sm:text-3xl">
              <WalletAmount value={total.toFixed()} />
            </p>
          )}
          {loading ? null : (
            <p className="text-fg-muted" data-testid="wallet-total-btc">
              ≈{' '}
              {hideAmounts ? (
                <HiddenFigure />
              ) : (
                <WalletAmount
                  value={totalBtc?.toFixed() ?? null}
                  precision={BTC_DECIMALS}
                  unit="BTC"
                />
              )}
            </p>
          )}
        </div>
        {!loading && trialFunds.greaterThan(0) ? (
          <div className="text-sm" data-testid="wallet-trial-funds">
            <p className="flex flex-wrap items-baseline gap-x-2">
              <span className="text-fg-muted">{t('trialFunds')}</span>
              <WalletAmount value={trialFunds.toFixed()} />
            </p>
            <p className="text-xs text-fg-muted">{t('trialFundsNote')}</p>
          </div>
        ) : null}
        <p className="text-xs text-fg-muted">
          {btcSpotPrice !== undefined && btcSpotPrice !== null
            ? t('btcValuationSpot', {
                price: formatNumber(btcSpotPrice, locale, {
                  decimals: btcSpot?.pricePrecision ?? 1,
                }),
              })
            : btcPrice !== undefined && btcPrice !== null
              ? t('btcValuation', {
                  symbol: BTC_VALUATION_CODE,
                  price: formatNumber(btcPrice, locale, {
                    decimals: btcContract?.priceScale ?? 1,
                  }),
                })
              : t('btcValuationPending', { symbol: BTC_VALUATION_CODE })}
        </p>
        <WalletActions transfer={{ from: 'spot', to: 1 }} />
      </section>

      <section aria-labelledby="wallet-accounts" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="wallet-accounts" className="text-lg font-semibold text-fg">
            {t('accountsHeading')}
          </h2>
          <BalancePreferences />
        </div>
        {failed && wallets.length <= 1 ? (
          <LoadFailed message={common('loadFailed')} onRetry={retry} />
        ) : null}
        <DataTable
          aria-label={t('accountsHeading')}
          columns={columns}
          rows={loading ? [] : shown}
          getRowId={(w) => String(w.id)}
          loading={loading}
          loadingRows={3}
          empty={t('allSmall')}
        />
        {!loading && !hasFutures ? (
          <p className="text-sm text-fg-muted">
            {t('noFutures')}{' '}
            <Link href="/account" className={linkStyles}>
              {t('openFutures')}
            </Link>
          </p>
        ) : null}
      </section>
    </div>
  );
}
