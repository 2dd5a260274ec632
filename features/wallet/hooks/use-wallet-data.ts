'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { realtimeStore, usePrivateDataEpoch, useRealtime } from '@/features/realtime';
import { useFuturesStatus, useIsLoggedIn } from '@/features/session';
import { walletSnapshotQueryOptions } from '../api/get-wallet-snapshot';
import { walletBalancesOf } from '../model/balances';
import type { WalletBalance } from '../types';
import { useQueryErrorToast } from '@/components/hooks/use-query-error-toast';

export interface WalletData {
  /** The first snapshot is on its way (show skeletons, never numbers). */
  loading: boolean;
  /** The snapshot could not be read (a toast said why). */
  failed: boolean;
  retry: () => void;
  /** The spot wallet and each futures account the user has, live. */
  wallets: WalletBalance[];
  /**
   * The wallets' figures are current: the snapshot went into the store since its private data
   * was last dropped (a reconnect or a new session). Until then a missing wallet is unknown, not
   * empty.
   */
  balancesKnown: boolean;
  /**
   * The futures account is open: the server says so, or an account holds (or held) funds (the
   * account list has none for an account opened but not yet funded).
   */
  hasFutures: boolean;
}

/**
 * The user's wallets, live: the REST snapshot (future/spotBalance, future/accounts) written into
 * the realtime store, which the 3002 balance frames then keep current without a reload. When the
 * store drops its private data (a reconnect), the snapshot is read again.
 */
export function useWalletData(): WalletData {
  const store = realtimeStore;
  const isLoggedIn = useIsLoggedIn();
  const queryClient = useQueryClient();
  const options = walletSnapshotQueryOptions(store);
  const snapshot = useQuery({ ...options, enabled: isLoggedIn });
  useQueryErrorToast(snapshot.error);

  const { queryKey } = options;
  const seededEpoch = snapshot.data?.epoch;
  useEffect(() => {
    if (!isLoggedIn) return undefined;
    const refetch = () => void queryClient.refetchQueries({ queryKey, type: 'active' });
    // Cleared while this page was not looking (the cached snapshot is older than the store).
    if (seededEpoch !== undefined && seededEpoch !== store.getState().privateDataEpoch) refetch();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = store.subscribe((state, previous) => {
      if (state.privateDataEpoch === previous.privateDataEpoch) return;
      // A logout clears the store and removes the user's queries in the same moment: a tick
      // later only a still-observed (logged-in) query is asked again.
      clearTimeout(timer);
      timer = setTimeout(refetch, 0);
    });
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
    // queryKey is a constant array built per render; its content never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isLoggedIn, queryClient, store, seededEpoch]);

  const epoch = usePrivateDataEpoch();
  const balances = useRealtime((s) => s.balances);
  const positions = useRealtime((s) => s.positions);
  const wallets = useMemo(() => walletBalancesOf(balances, positions), [balances, positions]);
  const futuresStatus = useFuturesStatus({ enabled: isLoggedIn });
  const hasFutures = futuresStatus.data?.opened === true || wallets.some((w) => w.id !== 'spot');
  return {
    loading: isLoggedIn && snapshot.isPending,
    failed: snapshot.isError,
    retry: () => void snapshot.refetch(),
    wallets,
    balancesKnown: isLoggedIn && seededEpoch === epoch,
    hasFutures,
  };
}
