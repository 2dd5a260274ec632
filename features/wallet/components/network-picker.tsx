'use client';

import { useTranslations } from 'next-intl';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import type { NetworkChoice } from '../hooks/use-network-choice';

/** Currency and network selects of the deposit and withdrawal forms. */
export function NetworkPicker({ choice }: { choice: NetworkChoice }) {
  const t = useTranslations('Wallet.Common');
  if (choice.loading) {
    return (
      <div className="grid gap-4 sm:grid-cols-2" aria-busy="true">
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
      </div>
    );
  }
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Select
        label={t('currency')}
        options={choice.coins.map((coin) => ({
          value: String(coin.currencyId),
          label: coin.currency,
        }))}
        value={choice.coin ? String(choice.coin.currencyId) : undefined}
        onValueChange={(value) => choice.chooseCoin(Number(value))}
      />
      <Select
        label={t('network')}
        placeholder={t('noNetwork')}
        options={choice.networks.map((network) => ({
          value: network.network,
          label: network.name,
        }))}
        value={choice.network?.network}
        onValueChange={choice.chooseNetwork}
        disabled={choice.networks.length === 0}
      />
    </div>
  );
}
