'use client';

import { useEffect } from 'react';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/** How the wallet pages show the balances: kept in this browser only (local storage). */
export interface WalletPreferences {
  /** Leave out wallets worth less than 1 USDT. */
  hideSmallBalances: boolean;
  /** Show "****" instead of the amounts (someone looking over the shoulder). */
  hideAmounts: boolean;
}

export const WALLET_PREFERENCES_KEY = 'wallet.preferences';

const defaults: WalletPreferences = { hideSmallBalances: false, hideAmounts: false };

export const walletPreferencesStore = createStore<WalletPreferences & { loaded: boolean }>()(
  () => ({ ...defaults, loaded: false }),
);

function read(): WalletPreferences {
  try {
    const saved = JSON.parse(localStorage.getItem(WALLET_PREFERENCES_KEY) ?? '{}') as unknown;
    if (typeof saved !== 'object' || saved === null) return defaults;
    const record = saved as Record<string, unknown>;
    return {
      hideSmallBalances: record.hideSmallBalances === true,
      hideAmounts: record.hideAmounts === true,
    };
  } catch {
    return defaults;
  }
}

/** Changes one preference and keeps it for the next visit. */
export function walletPreferenceChanged<K extends keyof WalletPreferences>(
  key: K,
  value: WalletPreferences[K],
): void {
  walletPreferencesStore.setState({ [key]: value });
  const { hideSmallBalances, hideAmounts } = walletPreferencesStore.getState();
  try {
    localStorage.setItem(
      WALLET_PREFERENCES_KEY,
      JSON.stringify({ hideSmallBalances, hideAmounts }),
    );
  } catch {
    // Storage may be full or refused (private mode): the choice then lasts for this page only.
  }
}

/**
 * The preferences, read from local storage after hydration (the server knows nothing of them, so
 * the first render uses the defaults on both sides).
 */
export function useWalletPreferences(): WalletPreferences {
  useEffect(() => {
    if (!walletPreferencesStore.getState().loaded) {
      walletPreferencesStore.setState({ ...read(), loaded: true });
    }
  }, []);
  const hideSmallBalances = useStore(walletPreferencesStore, (s) => s.hideSmallBalances);
  const hideAmounts = useStore(walletPreferencesStore, (s) => s.hideAmounts);
  return { hideSmallBalances, hideAmounts };
}
