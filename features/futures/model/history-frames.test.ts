import { describe, expect, it } from 'vitest';
import type { FuturesOrder, OpenOrdersPage } from '../api/get-open-orders';
import type { OrderDetail } from '../api/get-order-detail';
import {
  finishedOrdersOf,
  isLiquidationOrder,
  listShows,
  mergeOrderIntoDetail,
  mergeOrderIntoPages,
  positionChange,
  positionsOf,
  type OrderPages,
} from './history-frames';
import { wireOrder } from '@/lib/test-utils/wire-order';
import type { MatchFrame, WireOrder } from '@/lib/contract/wire/match';
import { wirePosition } from '@/lib/test-utils/wire-position';

/** An order as `orderWire` sends it (and `orderRowWire` answers it). */
const wire = (
  orderId: number,
  orderStatus: WireOrder['orderStatus'],
  extra: Partial<WireOrder> = {},
) => wireOrder(orderId, orderStatus, { updatedAt: 1_700_000_000_500 + orderId, ...extra });
const row = (orderId: number, orderStatus: WireOrder['orderStatus'] = 5): FuturesOrder =>
  wire(orderId, orderStatus);
const page = (ids: number[], nextCursor: number | null): OpenOrdersPage => ({
  list: ids.map((id) => row(id)),
  nextCursor,
});
const pages = (...list: OpenOrdersPage[]): OrderPages => ({
  pages: list,
  pageParams: [undefined, ...list.slice(0, -1).map((p) => p.nextCursor ?? undefined)],
});
const ids = (data: OrderPages | undefined) => data?.pages.map((p) => p.list.map((o) => o.orderId));
const cursors = (data: OrderPages | undefined) => data?.pages.map((p) => p.nextCursor);

describe('finishedOrdersOf', () => {
  it('gives the REST row of every order a frame finishes, and nothing for a resting order', () => {
    const filled = wire(9, 4);
    const frame: MatchFrame = { type: 3004, data: [wire(8, 2), filled, wire(10, 6)] };
    expect(finishedOrdersOf(frame)).toEqual([filled, wire(10, 6)]);
  });

  it('reads conditional-order frames too', () => {
    const cancelled = wire(11, 5, { type: 2, triggerPrice: '99000.0', triggerBy: 'mark' });
    expect(finishedOrdersOf({ type: 3016, data: [cancelled] })).toEqual([cancelled]);
  });

  // A row off the contract never gets this far: the realtime edge drops it
  // (features/realtime/stream/contract-frames.test.ts).
  it('reads order frames only', () => {
    expect(finishedOrdersOf({ type: 3012, data: [wirePosition()] })).toEqual([]);
  });
});

describe('listShows', () => {
  it('matches the all-contracts list and the list filtered to the same contract only', () => {
    expect(listShows(['futures', 'history', 'orders', 'all'], 2)).toBe(true);
    expect(listShows(['futures', 'history', 'orders', 2], 2)).toBe(true);
    expect(listShows(['futures', 'history', 'orders', 1], 2)).toBe(false);
  });
});

describe('mergeOrderIntoPages', () => {
  it('puts a newly finished order at the top of the first page', () => {
    const data = mergeOrderIntoPages(pages(page([5, 4], null)), row(6, 4), 50);
    expect(ids(data)).toEqual([[6, 5, 4]]);
    expect(data?.pages[0]?.list[0]).toEqual(row(6, 4));
  });

  it('replaces an order that is already listed instead of showing it twice', () => {
    const data = mergeOrderIntoPages(pages(page([6, 5], 5), page([4], null)), row(5, 4), 2);
    expect(ids(data)).toEqual([[6, 5], [4]]);
    expect(data?.pages[0]?.list[1]?.orderStatus).toBe(4);
    expect(cursors(data)).toEqual([5, null]);
  });

  it('keeps every page at its size: the last loaded row moves off and its cursor follows', () => {
    const data = mergeOrderIntoPages(pages(page([6, 5], 5), page([4, 3], 3)), row(7, 4), 2);
    expect(ids(data)).toEqual([
      [7, 6],
      [5, 4],
    ]);
    // Load more now asks for rows older than 4, so 3 is fetched again, not lost.
    expect(cursors(data)).toEqual([6, 4]);
    expect(data?.pageParams).toEqual([undefined, 6]);
  });

  it('gives a full, fully loaded list a cursor when a new order pushes a row off', () => {
    const data = mergeOrderIntoPages(pages(page([6, 5], null)), row(7, 4), 2);
    expect(ids(data)).toEqual([[7, 6]]);
    expect(cursors(data)).toEqual([6]);
  });

  it('places an old order that finishes now where the server would list it, by id', () => {
    const data = mergeOrderIntoPages(pages(page([9, 4], null)), row(6, 4), 50);
    expect(ids(data)).toEqual([[9, 6, 4]]);
  });

  it('leaves the list alone when the order belongs on a page not loaded yet', () => {
    const before = pages(page([9, 8], 8));
    expect(mergeOrderIntoPages(before, row(3, 4), 2)).toBe(before);
  });

  it('appends an order older than every row when the whole list is loaded', () => {
    const data = mergeOrderIntoPages(pages(page([9, 8], null)), row(3, 4), 50);
    expect(ids(data)).toEqual([[9, 8, 3]]);
  });

  it('does nothing to a list that has not loaded', () => {
    expect(mergeOrderIntoPages(undefined, row(3, 4), 50)).toBeUndefined();
  });
});

describe('mergeOrderIntoDetail', () => {
  const detail = (order: FuturesOrder): OrderDetail => ({
    order,
    fills: [],
    totalFee: '0',
    realizedPnl: null,
    children: [],
  });

  it('takes the frame’s order when no fill came with it (a cancel)', () => {
    const cached = detail(wire(5, 2) as FuturesOrder);
    const result = mergeOrderIntoDetail(cached, row(5, 5));
    expect(result).toEqual({ detail: { ...cached, order: row(5, 5) }, refetch: false });
  });

  it('asks for the fills again when the order filled, since frames carry no fills', () => {
    const cached = detail(wire(5, 2) as FuturesOrder);
    expect(mergeOrderIntoDetail(cached, row(5, 4))).toEqual({ detail: cached, refetch: true });
  });
});

describe('isLiquidationOrder', () => {
  it('recognises the engine’s liquidation and auto-deleveraging orders', () => {
    expect(isLiquidationOrder(wire(5, 4, { source: 'liquidation' }) as FuturesOrder)).toBe(true);
    expect(isLiquidationOrder(wire(5, 4, { source: 'adl' }) as FuturesOrder)).toBe(true);
    expect(isLiquidationOrder(row(5, 4))).toBe(false);
  });
});

describe('positionChange', () => {
  const position = (size: string, realizedPnl = '0', fees = '0') =>
    wirePosition({ positionId: 7, contractId: 1, size, realizedPnl, fees, funding: '0' });

  it('reads the position frames of a 3012 message only', () => {
    expect(positionsOf({ type: 3012, data: [position('1')] })).toEqual([position('1')]);
    expect(positionsOf({ type: 3004, data: [wire(13, 4)] })).toEqual([]);
  });

  it('sees a close and a partial close, not an increase', () => {
    expect(positionChange(position('0.5'), position('0')).closedPart).toBe(true);
    expect(positionChange(position('0.5'), position('0.2')).closedPart).toBe(true);
    expect(positionChange(position('0.5'), position('0.8')).closedPart).toBe(false);
    expect(positionChange(undefined, position('0.5')).closedPart).toBe(false);
  });

  it('sees realised PnL or fees move, and nothing when they are the same number', () => {
    expect(positionChange(position('1', '0'), position('1', '5.5')).pnlMoved).toBe(true);
    expect(positionChange(position('1', '5', '1'), position('1', '5.0', '1.5')).pnlMoved).toBe(
      true,
    );
    expect(positionChange(position('1', '5.50'), position('2', '5.5')).pnlMoved).toBe(false);
  });
});
