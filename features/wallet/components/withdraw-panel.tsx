'use client';

import { useTranslations } from 'next-intl';
import { useNetworkChoice } from '../hooks/use-network-choice';
import { NetworkPicker } from './network-picker';
import { WithdrawForm } from './withdraw-form';
import { WithdrawalList } from './withdrawal-list';

/** Withdraw: the currency and network, the form, and the withdrawals with their states. */
export function WithdrawPanel() {
  const t = useTranslations('Wallet.Withdraw');
  const choice = useNetworkChoice('withdraw');
  const { coin, network } = choice;
  return (
    <div className="space-y-8">
      <section
        aria-labelledby="withdraw-heading"
        className="space-y-6 rounded-lg border border-line p-4 sm:p-6"
      >
        <h2 id="withdraw-heading" className="sr-only">
          {t('formHeading')}
        </h2>
        <NetworkPicker choice={choice} />
        {!choice.loading && (!coin || !network) ? (
          <p className="text-sm text-fg-muted">{t('noNetworks')}</p>
        ) : null}
        {coin && network ? (
          <WithdrawForm
            key={`${coin.currencyId}-${network.network}`}
            coin={coin}
            network={network}
          />
        ) : null}
      </section>
      <WithdrawalList />
    </div>
  );
}
