'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { Amount } from '@/components/ui/numbers';
import { formatNumber } from '@/lib/format';
import { useNetworkChoice } from '../hooks/use-network-choice';
import { DemoDeposit } from './demo-deposit';
import { DepositAddress } from './deposit-address';
import { DepositHistory } from './deposit-history';
import { NetworkPicker } from './network-picker';

/**
 * Deposit: pick the currency and network, send to the address shown (QR code, copy), see the
 * minimum and the confirmations it takes; the deposits below count their confirmations live.
 */
export function DepositPanel() {
  const t = useTranslations('Wallet.Deposit');
  const locale = useLocale();
  const choice = useNetworkChoice('deposit');
  const [demoAvailable, setDemoAvailable] = useState(true);
  const { coin, network, coins } = choice;
  const currencyOf = useCallback(
    (currencyId: number) => coins.find((c) => c.currencyId === currencyId)?.currency ?? '',
    [coins],
  );
  return (
    <div className="space-y-8">
      <section
        aria-labelledby="deposit-form"
        className="space-y-6 rounded-lg border border-line p-4 sm:p-6"
      >
        <h2 id="deposit-form" className="sr-only">
          {t('formHeading')}
        </h2>
        <NetworkPicker choice={choice} />
        {!choice.loading && (!coin || !network) ? (
          <p className="text-sm text-fg-muted">{t('noNetworks')}</p>
        ) : null}
        {coin && network ? (
          <>
            <dl className="grid grid-cols-2 gap-4 text-sm">
              <div>
                <dt className="text-xs text-fg-muted">{t('minDeposit')}</dt>
                <dd className="mt-1" data-testid="deposit-minimum">
                  <Amount value={network.minDeposit} precision={2} unit={coin.currency} />
                </dd>
              </div>
              <div>
                <dt className="text-xs text-fg-muted">{t('confirmations')}</dt>
                <dd className="mt-1 figure">
                  {formatNumber(network.confirmations, locale, { decimals: 0 })}
                </dd>
              </div>
            </dl>
            <DepositAddress
              key={`${coin.currencyId}-${network.network}`}
              currencyId={coin.currencyId}
              currency={coin.currency}
              network={network.network}
              networkName={network.name}
            />
            <p className="text-xs text-fg-muted">
              {t('creditNote', { confirmations: network.confirmations, currency: coin.currency })}
            </p>
          </>
        ) : null}
      </section>
      {coin && network && demoAvailable ? (
        <DemoDeposit
          currencyId={coin.currencyId}
          currency={coin.currency}
          network={network.network}
          onUnavailable={() => setDemoAvailable(false)}
        />
      ) : null}
      <DepositHistory currencyOf={currencyOf} />
    </div>
  );
}
