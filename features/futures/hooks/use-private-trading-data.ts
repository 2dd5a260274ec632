'use client';

import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  balancesOfAccounts,
  endedPositionRow,
  MatchType,
  positionIdOf,
  realtimeStore,
  type Order,
  type Position,
  type RealtimeMessage,
  type RealtimeStore,
} from '@/features/realtime';
import { ORDER_STATUS } from '@/lib/contract/wire/orders';
import { Topic } from '@/lib/socket/protocol';
import { http } from '@/lib/http';
import { USER_QUERY_META } from '@/lib/query-client';
import { getOpenOrders, MAX_PAGE_SIZE, type FuturesOrder } from '../api/get-open-orders';
import { getPositions, type FuturesPosition } from '../api/get-positions';
import type { FuturesAccount } from '../api/schemas';

/** GET future/accounts: the user's futures accounts with their USDT asset. */
function getFutureAccounts(signal?: AbortSignal): Promise<FuturesAccount[]> {
  // The schema loads with the request, not with the page: zod stays out of the first load.
  return http.fetch({ base: 'futures', path: 'future/accounts', signal }, () =>
    import('../api/schemas').then((schemas) => schemas.futuresAccountListSchema),
  );
}

export interface PrivateTradingSnapshot {
  accounts: FuturesAccount[];
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
  current: { positions: readonly Position[]; openOrders: readonly Order[] },
): RealtimeMessage[] {
  const seededPositions = new Set(snapshot.positions.map((p) => positionIdOf(p)));
  const endedPositions = current.positions
    .filter((position) => !seededPositions.has(positionIdOf(position)))
    .map(endedPositionRow);
  const seededOrders = new Set(snapshot.orders.map((o) => o.orderId));
  // As the engine ends an order the snapshot no longer lists: its row once more, cancelled.
  const endedOrders = current.openOrders
    .filter((order) => !seededOrders.has(order.orderId))
    .map((order): Order => ({ ...order, orderStatus: ORDER_STATUS.Cancelled }));
  const messages: RealtimeMessage[] = [
    { topic: Topic.indicator, payload: { accounts: snapshot.accounts } },
    {
      topic: Topic.match,
      payload: { type: MatchType.balanceUpdate, data: balancesOfAccounts(snapshot.accounts) },
    },
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
      openOrders: Object.values(state.openOrders),
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
