'use client';

import { useTranslations } from 'next-intl';
import { Switch } from '@/components/ui/switch';
import { useWalletPreferences, walletPreferenceChanged } from '../stores/wallet-preferences';

/** The two display switches of the wallet pages, kept in this browser. */
export function BalancePreferences() {
  const t = useTranslations('Wallet.Common');
  const { hideSmallBalances, hideAmounts } = useWalletPreferences();
  return (
    <div className="flex flex-wrap gap-x-6 gap-y-1">
      <Switch
        label={t('hideSmallBalances')}
        checked={hideSmallBalances}
        onCheckedChange={(checked) => walletPreferenceChanged('hideSmallBalances', checked)}
      />
      <Switch
        label={t('hideAmounts')}
        checked={hideAmounts}
        onCheckedChange={(checked) => walletPreferenceChanged('hideAmounts', checked)}
      />
    </div>
  );
}
