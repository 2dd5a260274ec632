'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Link } from '@/components/i18n/link';
import { Button, buttonStyles } from '@/components/ui/button';
import { LoadFailed } from '@/components/ui/load-failed';
import { MIN_FOLLOW_AMOUNT_USDT } from '@/lib/contract/copy-trading';
import { DEFAULT_CONTRACT_CODE } from '@/lib/contract/reference-data';
import { formatNumber } from '@/lib/format';
import { useWalletData } from '../hooks/use-wallet-data';
import { openTransferDialog } from '../stores/transfer-dialog-store';
import { TRANSFERABLE_WALLETS, USDT, walletKey, type WalletBalance } from '../types';
import { FundAccountCard, FundFigure, type FundAccountStatus } from './fund-account-card';
import { WalletAmount, WalletPnl } from './figures';

export interface FundAccountsProps {
  /** The bonus account's voucher terms (its expiry, an open position's countdown). */
  bonusTerms?: ReactNode;
  /** The grants account's vouchers, to select and use. */
  vouchers?: ReactNode;
  /** The follow account's current follow. */
  currentFollow?: ReactNode;
  /** Called as the bonus account's Trade link is followed: the order panel then trades it. */
  onTradeBonus?: () => void;
}

/** The figures every futures account has, as the balance frames and future/accounts carry them. */
function AccountFigures({ wallet }: { wallet: WalletBalance }) {
  const t = useTranslations('Wallet.Fund.figures');
  return (
    <>
      <FundFigure label={t('equity')}>
        <WalletAmount value={wallet.equity} />
      </FundFigure>
      <FundFigure label={t('wallet')}>
        <WalletAmount value={wallet.wallet} />
      </FundFigure>
      <FundFigure label={t('available')}>
        <WalletAmount value={wallet.available} />
      </FundFigure>
      <FundFigure label={t('unrealizedPnl')}>
        <WalletPnl value={wallet.unrealizedPnl} />
      </FundFigure>
    </>
  );
}

/** The voucher's leverage, while one is in use (a term, not an amount: never hidden). */
function LeverageFigure({ leverage }: { leverage: number }) {
  const t = useTranslations('Wallet.Fund.figures');
  return (
    <FundFigure label={t('leverage')}>
      <span className="figure">{t('leverageValue', { leverage })}</span>
    </FundFigure>
  );
}

function TransferButton({ wallet, name }: { wallet: WalletBalance['id']; name: string }) {
  const common = useTranslations('Wallet.Common');
  if (!TRANSFERABLE_WALLETS.includes(wallet)) return null;
  return (
    <Button
      size="sm"
      variant="secondary"
      aria-label={common('transferFrom', { wallet: name })}
      onClick={() => openTransferDialog({ from: 'spot', to: wallet })}
    >
      {common('transfer')}
    </Button>
  );
}

/**
 * The funding account page: the futures accounts besides the main one, each with its figures
 * (live, from the wallet snapshot and the balance frames), its rules and its actions. What other
 * features know of them (the vouchers, the current follow) comes in through the props, composed
 * by the page.
 */
export function FundAccounts({
  bonusTerms,
  vouchers,
  currentFollow,
  onTradeBonus,
}: FundAccountsProps) {
  const t = useTranslations('Wallet.Fund');
  const common = useTranslations('Wallet.Common');
  const futures = useTranslations('Wallet.Futures');
  const names = useTranslations('Wallet.wallets');
  const locale = useLocale();
  const { loading, failed, retry, wallets } = useWalletData();
  // Without a snapshot the accounts are unknown, not "not opened".
  const unknown = failed && !wallets.some((wallet) => wallet.id !== 'spot');
  const account = (type: 10 | 30 | 11) => wallets.find((wallet) => wallet.id === type) ?? null;
  const statusOf = (wallet: WalletBalance | null): FundAccountStatus =>
    loading ? 'loading' : wallet ? 'open' : unknown ? 'failed' : 'notOpened';

  const bonus = account(10);
  const grants = account(30);
  const follow = account(11);
  const bonusName = names(walletKey(10));
  const leverage = bonus?.maxLeverage ?? null;

  return (
    <div className="space-y-6">
      {unknown ? <LoadFailed message={common('loadFailed')} onRetry={retry} /> : null}

      <FundAccountCard
        accountType={10}
        status={statusOf(bonus)}
        summary={t('bonus.summary')}
        notOpened={t('bonus.notOpened')}
        figures={
          bonus ? (
            <>
              <AccountFigures wallet={bonus} />
              <FundFigure label={t('figures.trialFund')}>
                <WalletAmount value={bonus.bonus} />
              </FundFigure>
              {leverage !== null ? <LeverageFigure leverage={leverage} /> : null}
            </>
          ) : null
        }
        details={bonusTerms}
        rules={[
          t('bonus.rules.depositFirst'),
          t('bonus.rules.profitToFutures'),
          leverage !== null
            ? t('bonus.rules.leverage', { leverage })
            : t('bonus.rules.leverageOfVoucher'),
          t('bonus.rules.kyc'),
          t('bonus.rules.onePosition'),
          t('bonus.rules.notWithdrawable'),
        ]}
        actions={
          loading ? null : (
            <>
              {bonus ? (
                <Link
                  href={`/futures/${DEFAULT_CONTRACT_CODE}`}
                  onClick={onTradeBonus}
                  className={buttonStyles({ variant: 'primary', size: 'sm' })}
                  aria-label={common('tradeWith', { wallet: bonusName })}
                >
                  {common('trade')}
                </Link>
              ) : null}
              <TransferButton wallet={10} name={bonusName} />
            </>
          )
        }
      />

      <FundAccountCard
        accountType={30}
        status={statusOf(grants)}
        summary={t('grants.summary')}
        notOpened={t('grants.notOpened')}
        figures={
          grants ? (
            <>
              <AccountFigures wallet={grants} />
              <FundFigure label={t('figures.voucherLeft')}>
                <WalletAmount value={grants.bonus} />
              </FundFigure>
              {grants.maxLeverage !== null ? (
                <LeverageFigure leverage={grants.maxLeverage} />
              ) : null}
            </>
          ) : null
        }
        details={vouchers}
        rules={[
          t('grants.rules.selectFirst'),
          t('grants.rules.intoBonus'),
          futures('grantsNoTransfer'),
        ]}
        actions={
          <Link href="/rewards" className={buttonStyles({ variant: 'secondary', size: 'sm' })}>
            {t('rewardsCentre')}
          </Link>
        }
      />

      <FundAccountCard
        accountType={11}
        status={statusOf(follow)}
        summary={t('follow.summary')}
        notOpened={t('follow.notOpened')}
        figures={follow ? <AccountFigures wallet={follow} /> : null}
        details={currentFollow}
        rules={[
          t('follow.rules.oneLeader'),
          t('follow.rules.proportional'),
          t('follow.rules.stopReturns'),
          t('follow.rules.minimum', {
            amount: `${formatNumber(MIN_FOLLOW_AMOUNT_USDT, locale)} ${USDT}`,
          }),
        ]}
        actions={
          <Link href="/copy-trading" className={buttonStyles({ variant: 'secondary', size: 'sm' })}>
            {t('copyTrading')}
          </Link>
        }
      />
    </div>
  );
}
