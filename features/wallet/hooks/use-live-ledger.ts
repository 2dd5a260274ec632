'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { realtimeStore, type RealtimeStore } from '@/features/realtime';
import { ACCOUNT_LEDGER_KEY } from '../api/get-account-ledger';
import { ledgerBalancesMoved, ledgerBalancesOf } from '../model/ledger';
import { parseWallet, type WalletId } from '../types';

/**
 * The server writes its ledger rows in batches about once a second, after the balance frame of
 * the same change has gone out: a read at the frame's moment would miss the row, so the ledger is
 * read this long after the last balance change of a burst (as the trading screen's histories are).
 */
export const LEDGER_READ_DELAY_MS = 2000;
/** A steady stream of fills still gets its read after this long. */
const MAX_WAIT_MS = 3 * LEDGER_READ_DELAY_MS;

/**
 * Keeps the ledger current: when the realtime balance of a shown wallet moves (a fill's fee and
 * PnL, funding, a transfer, a deposit) or the private data is read again after a reconnect, every
 * loaded ledger query is read again once the server has written the rows.
 * `wallets`: the wallets the ledger shows; every wallet when undefined.
 */
export function useLiveLedger(
  wallets: readonly WalletId[] | undefined,
  store: RealtimeStore = realtimeStore,
): void {
  const queryClient = useQueryClient();
  // A stable dependency for the effect whatever array the caller builds each render.
  const scope = wallets === undefined ? null : wallets.map(String).join(',');
  useEffect(() => {
    const shown =
      scope === null
        ? undefined
        : scope
            .split(',')
            .map(parseWallet)
            .filter((id): id is WalletId => id !== null);
    let known = ledgerBalancesOf(store.getState().balances, shown);
    let timer: ReturnType<typeof setTimeout> | undefined;
    let since: number | null = null;
    const readLater = () => {
      const now = Date.now();
      if (since !== null && now - since >= MAX_WAIT_MS) return;
      since ??= now;
      clearTimeout(timer);
      timer = setTimeout(() => {
        since = null;
        void queryClient.invalidateQueries({ queryKey: ACCOUNT_LEDGER_KEY });
      }, LEDGER_READ_DELAY_MS);
    };
    const unsubscribe = store.subscribe((state, previous) => {
      if (state.privateDataEpoch !== previous.privateDataEpoch) {
        known = ledgerBalancesOf(state.balances, shown);
        readLater();
        return;
      }
      if (state.balances === previous.balances) return;
      const next = ledgerBalancesOf(state.balances, shown);
      const moved = ledgerBalancesMoved(known, next);
      known = next;
      if (moved) readLater();
    });
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [queryClient, store, scope]);
}
