'use client';

import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  MatchType,
  positionIdOf,
  realtimeStore,
  type Position,
  type RealtimeMessage,
  type RealtimeStore,
} from '@/features/realtime';
import { Topic } from '@/lib/socket/protocol';
import { Decimal } from '@/lib/decimal';
import { http } from '@/lib/http';
import { USER_QUERY_META } from '@/lib/query-client';
import { getOpenOrders, MAX_PAGE_SIZE, type FuturesOrder } from '../api/get-open-orders';
import { getPositions, type FuturesPosition } from '../api/get-positions';
import type { FuturesAccountSnapshot } from '../api/schemas';

export type { FuturesAccountSnapshot } from '../api/schemas';

/** GET future/accounts: the user's futures accounts with their USDT asset. */
function getFutureAccounts(signal?: AbortSignal): Promise<FuturesAccountSnapshot[]> {
  // The schema loads with the request, not with the page: zod stays out of the first load.
  return http.fetch({ base: 'futures', path: 'future/accounts', signal }, () =>
    import('../api/schemas').then((schemas) => schemas.accountSnapshotListSchema),
  );
}

export interface PrivateTradingSnapshot {
  accounts: FuturesAccountSnapshot[];
  positions: FuturesPosition[];
  orders: FuturesOrder[];
}

/**
 * The REST snapshot as the frames the socket would have sent: accounts as an indicator message
 * (that is where the store reads them), their assets as 3002 balances, positions as 3012 and open
 * orders as 3004. Rows the store holds but the snapshot lacks are ended (size 0, status 5), so a
 * re-seed after a reconnect cannot leave a closed position or a filled order behind.
 */
export function snapshotFrames(
  snapshot: PrivateTradingSnapshot,
  current: { positions: readonly Position[]; openOrderIds: readonly string[] },
): RealtimeMessage[] {
  const balances = snapshot.accounts.flatMap((account) =>
    (account.assets ?? []).map((asset) => {
      const available = new Decimal(asset.avail ?? 0);
      return {
        account: account.at,
        currencyId: asset.cid,
        wallet: asset.wallet,
        real: asset.avail,
        // 3002's `trade` is the available balance floored at 0.
        trade: Decimal.max(available, 0).toFixed(),
        upnl: asset.upnl,
        frozen: asset.frozen,
        equity: asset.equity,
        maintenanceMargin: asset.maintenanceMargin,
        bonus: asset.bonus,
        maxLeverage: asset.maxLeverage,
      };
    }),
  );
  const seededPositions = new Set(snapshot.positions.map((p) => positionIdOf(p)));
  // As the engine ends a position: its row once more, with size 0 and no side.
  const endedPositions = current.positions
    .filter((position) => !seededPositions.has(positionIdOf(position)))
    .map((position): Position => ({ ...position, size: '0', side: 0 }));
  const seededOrders = new Set(snapshot.orders.map((o) => String(o.orderId)));
  const endedOrders = current.openOrderIds
    .filter((id) => !seededOrders.has(id))
    .map((id) => ({ orderId: id, orderStatus: 5 }));
  const messages: RealtimeMessage[] = [
    { topic: Topic.indicator, payload: { accounts: snapshot.accounts } },
    { topic: Topic.match, payload: { type: MatchType.balanceUpdate, data: balances } },
    {
      topic: Topic.match,
      payload: { type: MatchType.positionList, data: [...endedPositions, ...snapshot.positions] },
    },
  ];
  const orders = [...endedOrders, ...snapshot.orders];
  if (orders.length > 0) {
    messages.push({ topic: Topic.match, payload: { type: MatchType.orderUpdate, data: orders } });
  }
  return messages;
}

export function seedRealtimeStore(store: RealtimeStore, snapshot: PrivateTradingSnapshot): void {
  const state = store.getState();
  state.messagesReceived(
    snapshotFrames(snapshot, {
      positions: state.positions,
      openOrderIds: Object.keys(state.openOrders),
    }),
  );
}

export async function fetchPrivateTradingSnapshot(
  signal?: AbortSignal,
): Promise<PrivateTradingSnapshot> {
  const [accounts, positions, ordersPage] = await Promise.all([
    getFutureAccounts(signal),
    getPositions(signal),
    // The first 500 (the server's page limit) is all a screen can usefully show.
    getOpenOrders({ limit: MAX_PAGE_SIZE }, signal),
  ]);
  return { accounts, positions, orders: ordersPage.list };
}

/**
 * The "query" is the act of seeding: its queryFn writes the snapshot into the store and keeps only
 * when it did, so a remount never writes an old cached snapshot over newer live frames.
 */
export const privateTradingDataQueryOptions = (store: RealtimeStore = realtimeStore) =>
  queryOptions({
    queryKey: ['futures', 'private-trading-data'],
    queryFn: async ({ signal }) => {
      const snapshot = await fetchPrivateTradingSnapshot(signal);
      seedRealtimeStore(store, snapshot);
      return { seededAt: Date.now() };
    },
    // Live match frames keep the store current; only a reconnect asks again.
    staleTime: Infinity,
    meta: USER_QUERY_META,
  });

/**
 * Loads the user's accounts, positions and open orders into the realtime store when logged in,
 * and again after every socket reconnect. The store signals a reconnect by clearing its private
 * data (`privateDataCleared` moves `privateDataEpoch` on, once per clear, even when a second
 * reconnect comes before the first re-seed finished).
 */
export function usePrivateTradingData(
  isLoggedIn: boolean,
  store: RealtimeStore = realtimeStore,
): void {
  const queryClient = useQueryClient();
  useQuery({ ...privateTradingDataQueryOptions(store), enabled: isLoggedIn });
  useEffect(() => {
    if (!isLoggedIn) return undefined;
    const { queryKey } = privateTradingDataQueryOptions(store);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = store.subscribe((state, previous) => {
      if (state.privateDataEpoch === previous.privateDataEpoch) return;
      // A logout clears the store too, and removes the user's queries in the same moment: a tick
      // later only a still-observed (logged-in) query is asked again.
      clearTimeout(timer);
      timer = setTimeout(() => void queryClient.refetchQueries({ queryKey, type: 'active' }), 0);
    });
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [isLoggedIn, queryClient, store]);
}
