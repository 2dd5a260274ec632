'use client';

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { getCoinListQueryOptions } from '../api/get-coin-list';
import type { Coin, CoinNetwork } from '../api/schemas';
import { USDT_CURRENCY_ID } from '../types';
import { useQueryErrorToast } from '@/components/hooks/use-query-error-toast';

export interface NetworkChoice {
  loading: boolean;
  coins: Coin[];
  coin: Coin | undefined;
  /** The networks open for this purpose. */
  networks: CoinNetwork[];
  network: CoinNetwork | undefined;
  chooseCoin: (currencyId: number) => void;
  chooseNetwork: (network: string) => void;
}

/**
 * The currency and network a deposit or withdrawal uses (asset/coin/list): USDT and the first
 * network open for the purpose until the user picks another.
 */
export function useNetworkChoice(purpose: 'deposit' | 'withdraw'): NetworkChoice {
  const coinList = useQuery(getCoinListQueryOptions());
  useQueryErrorToast(coinList.error);
  const coins = coinList.data ?? [];
  const [currencyId, setCurrencyId] = useState(USDT_CURRENCY_ID);
  const [chosenNetwork, setChosenNetwork] = useState<string | null>(null);
  const coin = coins.find((c) => c.currencyId === currencyId) ?? coins[0];
  const networks = (coin?.networks ?? []).filter((n) =>
    purpose === 'deposit' ? n.depositEnabled : n.withdrawEnabled,
  );
  const network = networks.find((n) => n.network === chosenNetwork) ?? networks[0];
  return {
    loading: coinList.isPending,
    coins,
    coin,
    networks,
    network,
    chooseCoin: (id) => {
      setCurrencyId(id);
      setChosenNetwork(null);
    },
    chooseNetwork: setChosenNetwork,
  };
}
