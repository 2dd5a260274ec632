'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Button, linkStyles } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { NativeSelect } from '@/components/ui/native-select';
import { useRealtime } from '@/features/realtime';
import { toDecimal } from '@/lib/decimal';
import { formatNumber } from '@/lib/format';
import { Link } from '@/components/i18n/link';
import { getPnlSummaryQueryOptions, PNL_RANGES, type PnlRange } from '../api/get-pnl-summary';
import { useWalletData } from '../hooks/use-wallet-data';
import { fundLeverageOf, isSmallBalance } from '../model/balances';
import { openTransferDialog } from '../stores/transfer-dialog-store';
import { useWalletPreferences } from '../stores/wallet-preferences';
import {
  TRANSFERABLE_WALLETS,
  USDT,
  walletKey,
  type FuturesAccountType,
  type WalletBalance,
} from '../types';
import { BalancePreferences } from './balance-preferences';
import { HiddenFigure, WalletAmount, WalletPnl } from './figures';

function Figure({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-fg-muted">{label}</dt>
      <dd className="mt-1 text-sm text-fg">{children}</dd>
    </div>
  );
}

/**
 * Realized PnL of the period before and after fees, as the wallet saw it: realized PnL before fees,
 * the fees (a cost: negative), funding, and what is left after fees and funding, so the figures
 * add up to what trading did to the wallet.
 */
function RealizedPnlFigures({
  accountType,
  range,
}: {
  accountType: FuturesAccountType;
  range: PnlRange;
}) {
  const t = useTranslations('Wallet.Futures');
  const pnl = useQuery(getPnlSummaryQueryOptions(range, accountType));
  const total = pnl.data?.total;
  const period = t(`ranges.${range}`);
  // The server counts fees as paid (positive); the wallet lost them.
  const fees = total === undefined ? null : toDecimal(total.fees).negated().toFixed();
  const figures = [
    { key: 'realizedPnl', value: total?.realizedPnl ?? null },
    { key: 'fees', value: fees },
    { key: 'funding', value: total?.funding ?? null },
    { key: 'realizedAfterFees', value: total?.net ?? null },
  ] as const;
  return figures.map(({ key, value }) => (
    <Figure key={key} label={t(key, { period })}>
      <WalletPnl value={value} loading={pnl.isPending} />
    </Figure>
  ));
}

function FundLeverage({ wallet }: { wallet: WalletBalance }) {
  const locale = useLocale();
  const { hideAmounts } = useWalletPreferences();
  const positions = useRealtime((s) => s.positions);
  const indicators = useRealtime((s) => s.indicators);
  const leverage = fundLeverageOf(
    Number(wallet.id),
    wallet.equity,
    positions,
    (contractId) => indicators[contractId]?.mp,
  );
  if (hideAmounts) return <HiddenFigure />;
  return (
    <span className="figure">
      {leverage === null ? '--' : `${formatNumber(leverage, locale, { decimals: 2 })}x`}
    </span>
  );
}

function AccountCard({ wallet, range }: { wallet: WalletBalance; range: PnlRange }) {
  const t = useTranslations('Wallet.Futures');
  const common = useTranslations('Wallet.Common');
  const accountType = wallet.id as FuturesAccountType;
  const name = useTranslations('Wallet.wallets')(walletKey(wallet.id));
  const headingId = `futures-account-${accountType}`;
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-lg border border-line p-4"
      data-testid={`futures-account-${accountType}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="font-semibold text-fg">
          {name} <span className="text-sm font-normal text-fg-muted">· {USDT}</span>
        </h3>
        <div className="flex gap-1">
          {TRANSFERABLE_WALLETS.includes(wallet.id) ? (
            <Button
              size="sm"
              variant="secondary"
              aria-label={common('transferFrom', { wallet: name })}
              onClick={() => openTransferDialog({ from: 'spot', to: wallet.id })}
            >
              {common('transfer')}
            </Button>
          ) : (
            <p className="text-xs text-fg-muted">{t('grantsNoTransfer')}</p>
          )}
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
        <Figure label={t('equity')}>
          <WalletAmount value={wallet.equity} />
        </Figure>
        <Figure label={t('available')}>
          <WalletAmount value={wallet.available} />
        </Figure>
        <Figure label={t('margin')}>
          <WalletAmount value={wallet.positionMargin} />
        </Figure>
        <Figure label={t('used')}>
          <WalletAmount value={wallet.used} />
        </Figure>
        <Figure label={t('frozen')}>
          <WalletAmount value={wallet.frozen} />
        </Figure>
        <Figure label={t('unrealizedPnl')}>
          <WalletPnl value={wallet.unrealizedPnl} />
        </Figure>
        <RealizedPnlFigures accountType={accountType} range={range} />
        <Figure label={t('fundLeverage')}>
          <FundLeverage wallet={wallet} />
        </Figure>
        <Figure label={t('wallet')}>
          <WalletAmount value={wallet.wallet} />
        </Figure>
        {accountType === 10 || accountType === 30 ? (
          <Figure label={t('bonus')}>
            <WalletAmount value={wallet.bonus} />
          </Figure>
        ) : null}
      </dl>
    </section>
  );
}

/**
 * The futures accounts (main, bonus, grants, follow) with the spec's labels: margin, USDT equity,
 * total unrealized and realized PnL, used, frozen / on orders, fund leverage.
 */
export function FuturesAssets() {
  const t = useTranslations('Wallet.Futures');
  const { loading, wallets, hasFutures } = useWalletData();
  const { hideSmallBalances } = useWalletPreferences();
  const [range, setRange] = useState<PnlRange>('1m');
  const accounts = wallets.filter(
    (wallet) => wallet.id !== 'spot' && !(hideSmallBalances && isSmallBalance(wallet)),
  );
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <BalancePreferences />
        <NativeSelect
          label={t('rangeLabel')}
          options={PNL_RANGES.map((r) => ({ value: r, label: t(`ranges.${r}`) }))}
          value={range}
          onValueChange={(value) => setRange(PNL_RANGES.find((r) => r === value) ?? '1m')}
          className="w-40"
        />
      </div>
      {loading ? (
        <div aria-busy="true" className="space-y-3">
          <Skeleton className="h-40 w-full" />
        </div>
      ) : accounts.length > 0 ? (
        accounts.map((wallet) => (
          <AccountCard key={String(wallet.id)} wallet={wallet} range={range} />
        ))
      ) : (
        <p className="rounded-lg border border-line px-4 py-10 text-center text-sm text-fg-muted">
          {hasFutures ? t('allSmall') : t('noAccounts')}{' '}
          {hasFutures ? null : (
            <Link href="/account" className={linkStyles}>
              {t('openFutures')}
            </Link>
          )}
        </p>
      )}
    </div>
  );
}
