'use client';

import {
  matchQuery,
  useQueryClient,
  type InvalidateQueryFilters,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  onRealtimeMessage,
  positionIdOf,
  realtimeStore,
  type RealtimeMessage,
  type RealtimeStore,
} from '@/features/realtime';
import type { WirePosition } from '@/lib/contract/wire/match';
import { toDecimal } from '@/lib/decimal';
import type { FuturesOrder } from '../../api/get-open-orders';
import { getOrderDetailQueryOptions } from '../../api/get-order-detail';
import { HISTORY_PAGE_SIZE } from '../../api/get-order-history';
import {
  isFinishedOrder,
  isLiquidationOrder,
  listShows,
  mergeOrderIntoDetail,
  mergeOrderIntoPages,
  ordersOf,
  positionChange,
  positionsOf,
  type OrderPages,
  type PositionFigures,
} from '../../model/history-frames';

/** Where socket messages come from: the app's one connection (tests pass their own). */
export type FrameSource = (listener: (message: RealtimeMessage) => void) => () => void;

/**
 * The frames, not the store: the store drops a finished order from its open map, and a market or
 * IOC order that finishes within one batch never enters it, so only the frame has the finished
 * order's final status, filled quantity and fee. The realtime edge's parsed messages.
 */
const socketFrames: FrameSource = onRealtimeMessage;

const HISTORY = ['futures', 'history'] as const;
const ORDER_LISTS = [...HISTORY, 'orders'];
const POSITION_LISTS = [...HISTORY, 'positions'];
const LIQUIDATION_LISTS = [...HISTORY, 'liquidations'];
const PNL_LISTS = [...HISTORY, 'pnl'];
const TRADE_LISTS = [...HISTORY, 'trades'];

/**
 * The server writes its history read model in batches about once a second
 * (server/services/trading/history-reads.ts, HistoryWriter): a list read at the moment of the
 * frame would not have the change yet, so a fallback read waits this long after the last frame.
 */
export const READ_MODEL_LAG_MS = 2000;
/** A steady stream of fills still gets its read after this long. */
const MAX_WAIT_MS = 3 * READ_MODEL_LAG_MS;

/** A list opened this soon after a fallback read may have been read before the server wrote. */
const LATE_OPEN_MS = 2 * READ_MODEL_LAG_MS;

/**
 * How long a finished order seen in a frame is kept to be merged into order lists read later: a
 * read that reaches the server before its history writer has the order (a busy server may take
 * longer than READ_MODEL_LAG_MS) still shows the order the user just cancelled.
 */
const RECENTLY_FINISHED_MS = 30_000;

/**
 * One read per list per burst of frames (trailing, so the last frame's write is included). A list
 * first opened while a read is due, or just after one, is read again once the read model has had
 * its time: the user who opens Position history right after closing sees the close.
 */
function createLaterReads(queryClient: QueryClient) {
  const pending = new Map<
    string,
    { timer: ReturnType<typeof setTimeout>; since: number; filters: InvalidateQueryFilters }
  >();
  const fired = new Map<string, { at: number; filters: InvalidateQueryFilters }>();
  const later = {
    schedule(list: string, filters: InvalidateQueryFilters) {
      const now = Date.now();
      const current = pending.get(list);
      if (current && now - current.since >= MAX_WAIT_MS) return;
      if (current) clearTimeout(current.timer);
      const timer = setTimeout(() => {
        pending.delete(list);
        fired.set(list, { at: Date.now(), filters });
        void queryClient.invalidateQueries(filters);
      }, READ_MODEL_LAG_MS);
      pending.set(list, { timer, since: current?.since ?? now, filters });
    },
    /**
     * The server is writing a change no loaded list shows: a list opened in the next moments is
     * read again once the server has it (as after a read that fired), with no read now.
     */
    written(list: string, filters: InvalidateQueryFilters) {
      if (!pending.has(list)) fired.set(list, { at: Date.now(), filters });
    },
    /** A list query was just created (its tab opened): read it again if it may have been early. */
    opened(query: Query) {
      const now = Date.now();
      for (const [list, { at, filters }] of fired) {
        if (now - at > LATE_OPEN_MS) fired.delete(list);
        else if (!pending.has(list) && matchQuery(filters, query)) later.schedule(list, filters);
      }
    },
    cancel() {
      for (const { timer } of pending.values()) clearTimeout(timer);
      pending.clear();
      fired.clear();
    },
  };
  return later;
}

const showing = (contractId: number | undefined) => (query: Query) =>
  contractId === undefined || listShows(query.queryKey, contractId);

/**
 * Keeps the bottom-tab histories current from private `match` frames:
 * - Order history: a finished order's frame is its history row (same wire shape), written into
 *   every loaded list that shows its contract. No request.
 * - Order details: a cached detail takes the frame's order when no fill came with it; a fill
 *   re-reads that one detail, since fills (price, role, fee each) are not in any frame.
 * - Position history: frames have no opened/closed quantity or average close price, and these
 *   cannot be rebuilt exactly on the client (older fills predate the page), so a close or partial
 *   close re-reads that list, for lists showing that contract, once the read model has it.
 * - Liquidation history: the record (bankruptcy price, equity, forfeit) is never in a frame; a
 *   finished liquidation or ADL order re-reads that list the same way.
 * - Trade history (and the recent trades' Mine): a fill's price, fee and role are never in a
 *   frame; an order frame whose filled quantity grew re-reads the trade lists showing its
 *   contract the same way.
 * - PnL history: per-day sums over fills and funding the screen never sees in full; realised
 *   PnL, fees or funding moving on a position re-reads that list the same way.
 * After a reconnect the frames sent meanwhile are lost, so every history is read again once.
 */
export function useLiveHistories(
  frames: FrameSource = socketFrames,
  store: RealtimeStore = realtimeStore,
): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const later = createLaterReads(queryClient);
    /** Each position as of the last frame seen here (the store applies frames a batch later). */
    const known = new Map<number, PositionFigures>();
    /** Orders finished in frames lately, by id (see RECENTLY_FINISHED_MS). */
    const recentlyFinished = new Map<string, { order: FuturesOrder; at: number }>();
    /** Each unfinished order's filled quantity as of the last frame seen here. */
    const filledSeen = new Map<string, string>();

    /** Whether the order's frame brings a fill (its filled quantity grew). */
    const filledMore = (order: FuturesOrder) => {
      const id = String(order.orderId);
      const before = filledSeen.get(id) ?? store.getState().openOrders[id]?.filledQuantity;
      if (isFinishedOrder(order)) filledSeen.delete(id);
      else filledSeen.set(id, String(order.filledQuantity));
      return toDecimal(order.filledQuantity).greaterThan(toDecimal(before));
    };

    /** Writes the orders finished lately into an order list the server has just answered. */
    const mergeRecentlyFinished = (query: Query) => {
      const now = Date.now();
      for (const [id, { order, at }] of recentlyFinished) {
        if (now - at > RECENTLY_FINISHED_MS) {
          recentlyFinished.delete(id);
          continue;
        }
        if (!listShows(query.queryKey, order.contractId)) continue;
        queryClient.setQueryData<OrderPages>(query.queryKey, (data) =>
          mergeOrderIntoPages(data, order, HISTORY_PAGE_SIZE),
        );
      }
    };

    const orderFinished = (order: FuturesOrder) => {
      recentlyFinished.set(String(order.orderId), { order, at: Date.now() });
      const filters = { queryKey: ORDER_LISTS, predicate: showing(order.contractId) };
      queryClient.setQueriesData<OrderPages>(filters, (data) =>
        mergeOrderIntoPages(data, order, HISTORY_PAGE_SIZE),
      );
      // A read in flight may have left before the server wrote this order; its answer would
      // replace the row just written, so that list is read again after it has the order. With
      // no list loaded, one opened in the next moments (cancel, then the Order history tab) may
      // be read before the server wrote it: it is read again the same way (see `opened`).
      const lists = queryClient.getQueryCache().findAll(filters);
      const racing = lists.some((query) => query.state.fetchStatus === 'fetching');
      if (racing) later.schedule(`orders:${order.contractId}`, filters);
      else if (lists.length === 0) later.written(`orders:${order.contractId}`, filters);
      if (isLiquidationOrder(order)) {
        later.schedule(`liquidations:${order.contractId}`, {
          queryKey: LIQUIDATION_LISTS,
          predicate: showing(order.contractId),
        });
      }
    };

    const orderChanged = (order: FuturesOrder) => {
      const { queryKey } = getOrderDetailQueryOptions(String(order.orderId));
      const { detail, refetch } = mergeOrderIntoDetail(queryClient.getQueryData(queryKey), order);
      if (refetch) later.schedule(`detail:${order.orderId}`, { queryKey, exact: true });
      else if (detail) queryClient.setQueryData(queryKey, detail);
      if (isFinishedOrder(order)) orderFinished(order);
      if (filledMore(order)) {
        later.schedule(`trades:${order.contractId}`, {
          queryKey: TRADE_LISTS,
          predicate: showing(order.contractId),
        });
      }
    };

    const positionChanged = (next: WirePosition) => {
      const id = positionIdOf(next);
      const previous =
        known.get(id) ?? store.getState().positions.find((p) => positionIdOf(p) === id);
      known.set(id, next);
      const { closedPart, pnlMoved } = positionChange(previous, next);
      if (closedPart) {
        later.schedule(`positions:${next.contractId ?? 'all'}`, {
          queryKey: POSITION_LISTS,
          predicate: showing(next.contractId),
        });
      }
      if (pnlMoved) later.schedule('pnl', { queryKey: PNL_LISTS });
    };

    const offFrames = frames((message) => {
      if (message.topic !== 'match') return;
      for (const order of ordersOf(message.payload)) orderChanged(order);
      for (const position of positionsOf(message.payload)) positionChanged(position);
    });
    const offCache = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'added') later.opened(event.query);
      // An answer from the server (not a merge made here: `manual`) of an order list.
      if (
        event.type === 'updated' &&
        event.action.type === 'success' &&
        !event.action.manual &&
        matchQuery({ queryKey: ORDER_LISTS }, event.query)
      ) {
        mergeRecentlyFinished(event.query);
      }
    });
    const offStore = store.subscribe((state, previous) => {
      if (state.privateDataEpoch === previous.privateDataEpoch) return;
      known.clear();
      filledSeen.clear();
      void queryClient.invalidateQueries({ queryKey: HISTORY });
    });
    return () => {
      offFrames();
      offCache();
      offStore();
      later.cancel();
    };
  }, [queryClient, frames, store]);
}
