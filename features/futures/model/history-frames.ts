/**
 * Private `match` frames (3004/3016 orders, 3012 positions) turned into what the history lists
 * cache, so a finished order shows in Order history without asking the server again.
 *
 * What the frames can and cannot carry (server/engine-runtime/wire.ts):
 * - An order frame is the whole order in the same wire shape as `future/order/history`
 *   (`orderRowWire` mirrors `orderWire`): a finished order's frame IS its history row.
 * - A position frame has no opened/closed quantity and no average close price, a liquidation
 *   record (bankruptcy price, equity, forfeit) and a PnL day are never in a frame, and an order
 *   frame has the order's totals but not its fills. For those the caller falls back to one
 *   targeted re-read of the list concerned; the functions here only say when.
 */
import type { InfiniteData } from '@tanstack/react-query';
import { MatchType, type MatchPayload } from '@/features/realtime';
import type { WirePosition } from '@/lib/contract/wire/match';
import { isFinishedOrderStatus } from '@/lib/contract/wire/orders';
import { toDecimal, type DecimalInput } from '@/lib/decimal';
import type { OrderDetail } from '../api/get-order-detail';
import type { FuturesOrder, OpenOrdersPage } from '../api/schemas';

export type PageParam = string | number | undefined;
export type OrderPages = InfiniteData<OpenOrdersPage, PageParam>;

/**
 * The orders of an order frame: the contract's rows, as a REST read of the history answers them
 * (the realtime edge parsed each against the contract, features/realtime).
 */
export function ordersOf(frame: MatchPayload): FuturesOrder[] {
  return frame.type === MatchType.orderUpdate || frame.type === MatchType.conditionalOrderUpdate
    ? frame.data
    : [];
}

/**
 * True once an order has left the open list: filled, cancelled or system-cancelled, the statuses
 * `future/order/history` lists.
 */
export function isFinishedOrder(order: FuturesOrder): boolean {
  return isFinishedOrderStatus(order.orderStatus);
}

/** The orders a frame finishes. */
export function finishedOrdersOf(frame: MatchPayload): FuturesOrder[] {
  return ordersOf(frame).filter(isFinishedOrder);
}

/** Positions of a 3012 frame. */
export function positionsOf(frame: MatchPayload): WirePosition[] {
  return frame.type === MatchType.positionList ? frame.data : [];
}

/**
 * The filter segment of a history list's query key (`['futures', 'history', list, filter]`):
 * a contract id, or 'all'. A row belongs in the list when the filter is 'all' or its contract.
 */
export function listShows(queryKey: readonly unknown[], contractId: number): boolean {
  const filter = queryKey[3];
  return filter === 'all' || filter === contractId;
}

/** Orders ids are integers (numbers or digit strings); the lists are sorted by id, descending. */
function compareIds(a: string | number, b: string | number): number {
  try {
    const x = BigInt(a);
    const y = BigInt(b);
    return x === y ? 0 : x < y ? -1 : 1;
  } catch {
    return String(a).localeCompare(String(b));
  }
}

/**
 * Puts a finished order into the loaded pages of an order-history list where the server's answer
 * would have it (orderId descending: usually the top; an old resting order that fills now goes
 * lower, so a later refetch does not reorder the table). An order already listed is replaced.
 * Pages keep their lengths and no page grows past `pageSize`: the row pushed off the last loaded
 * page is dropped and that page's cursor moves to its new last row, so "Load more" fetches it.
 * An order older than every loaded row, while older pages exist, belongs to a page not loaded
 * yet: nothing changes. The answers carry no total, so there is none to update.
 */
export function mergeOrderIntoPages(
  data: OrderPages | undefined,
  order: FuturesOrder,
  pageSize: number,
): OrderPages | undefined {
  if (!data || data.pages.length === 0) return data;
  const listed = data.pages.some((page) =>
    page.list.some((row) => compareIds(row.orderId, order.orderId) === 0),
  );
  if (listed) {
    return {
      ...data,
      pages: data.pages.map((page) =>
        page.list.some((row) => compareIds(row.orderId, order.orderId) === 0)
          ? {
              ...page,
              list: page.list.map((row) =>
                compareIds(row.orderId, order.orderId) === 0 ? order : row,
              ),
            }
          : page,
      ),
    };
  }
  const rows = data.pages.flatMap((page) => page.list);
  const lastPage = data.pages[data.pages.length - 1];
  const olderOnServer = lastPage?.nextCursor !== null && lastPage?.nextCursor !== undefined;
  let at = rows.findIndex((row) => compareIds(row.orderId, order.orderId) < 0);
  if (at === -1) {
    if (olderOnServer) return data;
    at = rows.length;
  }
  rows.splice(at, 0, order);

  let start = 0;
  const pages = data.pages.map((page, index) => {
    const isLast = index === data.pages.length - 1;
    const length = isLast ? Math.min(pageSize, rows.length - start) : page.list.length;
    const list = rows.slice(start, start + length);
    start += length;
    const overflowed = isLast && start < rows.length;
    const lastRow = list[list.length - 1];
    const hadCursor = page.nextCursor !== null && page.nextCursor !== undefined;
    // The server's cursor is the last row's id: keep that true after rows shifted.
    const nextCursor = (hadCursor || overflowed) && lastRow ? lastRow.orderId : page.nextCursor;
    return { ...page, list, nextCursor };
  });
  // pageParams[i + 1] is the cursor page i handed out; keep the pair consistent.
  const pageParams = data.pageParams.map((param, index) =>
    index === 0 ? param : (pages[index - 1]?.nextCursor ?? param),
  );
  return { pages, pageParams };
}

/**
 * An order's cached details after its frame: the order replaced when its fills are unchanged
 * (a cancel, a trigger); `refetch` when it filled or paid a fee since, because the fills list
 * (prices, roles, per-fill fees) is not in any frame and a half-updated dialog would disagree
 * with itself.
 */
export function mergeOrderIntoDetail(
  detail: OrderDetail | undefined,
  order: FuturesOrder,
): { detail: OrderDetail | undefined; refetch: boolean } {
  if (!detail) return { detail, refetch: false };
  const sameFills =
    toDecimal(detail.order.filledQuantity).equals(toDecimal(order.filledQuantity)) &&
    toDecimal(detail.order.fee).equals(toDecimal(order.fee));
  return sameFills ? { detail: { ...detail, order }, refetch: false } : { detail, refetch: true };
}

/** Orders the engine places for the user's own liquidation or auto-deleveraging. */
const LIQUIDATION_SOURCES: ReadonlySet<unknown> = new Set(['liquidation', 'adl', 'takeover']);

/** True when a finished order was part of a liquidation: a liquidation record was written. */
export function isLiquidationOrder(order: FuturesOrder): boolean {
  return LIQUIDATION_SOURCES.has(order.source);
}

/** What a position change is judged by: a frame's row, or the store's (Decimals). */
export type PositionFigures = Record<'size' | 'realizedPnl' | 'fees' | 'funding', DecimalInput>;

const sizeOf = (position: PositionFigures) => toDecimal(position.size).abs();

const PNL_FIELDS = ['realizedPnl', 'fees', 'funding'] as const;

/**
 * What a position frame changes in the histories, against the last known state of that position
 * (`previous`, undefined when the position is new to the screen):
 * - `closedPart`: it got smaller or closed, so Position history has a new or changed row;
 * - `pnlMoved`: realised PnL, fees or funding moved, so today's PnL history figures changed.
 */
export function positionChange(
  previous: PositionFigures | undefined,
  next: PositionFigures,
): { closedPart: boolean; pnlMoved: boolean } {
  const nextSize = sizeOf(next);
  const closedPart = nextSize.isZero() || (previous !== undefined && nextSize.lt(sizeOf(previous)));
  const pnlMoved = PNL_FIELDS.some(
    (field) => !toDecimal(next[field]).equals(toDecimal(previous?.[field])),
  );
  return { closedPart, pnlMoved };
}
