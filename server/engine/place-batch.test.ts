import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CommandResult, PlaceBatchCommand } from './types';
import { ErrorCode, OrderStatus } from './types';
import { formatUsdt, usdt } from './fixed';
import { BUY } from './order-book';
import { listSegments, readJournal } from './journal';
import { DurableEngine } from './recovery';
import { stateHash } from './snapshot';
import { testContracts } from './testing/fixtures';
import { fundedMarket, restartFromSnapshot, TestExchange } from './testing/harness';

// BTC fixture: 1 lot = 0.001 BTC, tick 0.1 USDT; mark 20 000 USDT.
const MARK = 200_000;

type Batch = Omit<PlaceBatchCommand, 'kind' | 'ts' | 'userId' | 'accountType' | 'contractId'>;

function batch(x: TestExchange, userId: number, b: Batch): CommandResult {
  return x.apply({
    kind: 'placeBatch',
    ts: ++x.ts,
    userId,
    accountType: 1,
    contractId: 1,
    ...b,
  });
}

/** Five buys 10 ticks apart below the mark, `qty` lots each. */
function fiveBuys(qty = 10): Batch {
  return {
    side: 'buy',
    orders: [0, 1, 2, 3, 4].map((i) => ({ price: MARK - 100 - i * 10, qty })),
  };
}

function openOrdersOf(x: TestExchange, userId: number) {
  return [...x.engine.state.orders.values()].filter((o) => o.userId === userId);
}

/** What one resting buy of `qty` lots freezes (MARK − 100 by default). */
function frozenForOne(qty: number, price = MARK - 100): bigint {
  const x = fundedMarket(MARK);
  x.order(1, { type: 1, side: 'buy', qty, price });
  return x.balance(1).frozen;
}

describe('placing a batch of limit orders (scaled order)', () => {
  it('places every order, resting, with the first order id as their group', () => {
    const x = fundedMarket(MARK);
    const r = batch(x, 1, fiveBuys());
    expect(r.ok).toBe(true);
    const ids = r.ok ? (r.orderIds ?? []) : [];
    expect(ids).toHaveLength(5);
    const views = x.orderEvents(r);
    expect(views.map((o) => [o.orderId, o.price, o.qty, o.orderStatus, o.groupId])).toEqual(
      ids.map((id, i) => [id, MARK - 100 - i * 10, 10, OrderStatus.New, ids[0]]),
    );
    expect([...(x.engine.state.contracts.get(1)?.book.orders(BUY) ?? [])]).toHaveLength(5);
    const each = fiveBuys().orders.map((o) => frozenForOne(o.qty, o.price));
    expect(x.balance(1).frozen).toBe(each.reduce((sum, f) => sum + f, 0n));
  });

  it('refuses the whole batch when the margin of all five is not available: none placed, no events', () => {
    const one = frozenForOne(10);
    const x = new TestExchange();
    x.prices(MARK);
    // Enough for four and a half orders: each order alone fits, the fifth does not.
    x.fund(4, formatUsdt((one * 9n) / 2n));
    const nextId = x.engine.state.nextOrderId;
    const book = () => [...(x.engine.state.contracts.get(1)?.book.orders(BUY) ?? [])];
    const r = batch(x, 4, fiveBuys());
    expect(r).toEqual({ ok: false, code: ErrorCode.InsufficientBalance, events: [], index: 4 });
    expect(openOrdersOf(x, 4)).toEqual([]);
    expect(x.balance(4).frozen).toBe(0n);
    expect(x.engine.state.nextOrderId).toBe(nextId);
    expect(book()).toEqual([]);
    // Four of them fit.
    const four = batch(x, 4, { side: 'buy', orders: fiveBuys().orders.slice(0, 4) });
    expect(four.ok).toBe(true);
  });

  it('names the refused order: one under the minimum quantity', () => {
    const x = fundedMarket(MARK);
    const orders = fiveBuys().orders.map((o, i) => (i === 2 ? { ...o, qty: 0 } : o));
    const r = batch(x, 1, { side: 'buy', orders });
    expect(r).toMatchObject({ ok: false, code: ErrorCode.BelowMinimum, index: 2, events: [] });
    expect(openOrdersOf(x, 1)).toEqual([]);
  });

  it('post-only refuses the batch when one order would take', () => {
    const x = fundedMarket(MARK);
    x.order(2, { type: 1, side: 'sell', qty: 5, price: MARK });
    const orders = [
      { price: MARK - 10, qty: 5 },
      { price: MARK, qty: 5 },
    ];
    const refused = batch(x, 1, { side: 'buy', orders, tif: 'postOnly' });
    expect(refused).toMatchObject({ ok: false, code: ErrorCode.PostOnlyWouldTake, index: 1 });
    expect(openOrdersOf(x, 1)).toEqual([]);
    // GTC: the crossing order trades, the other rests.
    const placed = batch(x, 1, { side: 'buy', orders });
    expect(placed.ok).toBe(true);
    expect(x.size(1)).toBe(5);
    expect(openOrdersOf(x, 1).map((o) => o.price)).toEqual([MARK - 10]);
  });

  it('reduce-only: the orders together close at most the position, never turn it over', () => {
    const x = fundedMarket(MARK);
    x.order(2, { type: 1, side: 'sell', qty: 9, price: MARK });
    x.order(1, { type: 1, side: 'buy', qty: 9, price: MARK });
    expect(x.size(1)).toBe(9);
    // 9 + 5 is more than the long: the second order has nothing left to close.
    const over = batch(x, 1, {
      side: 'sell',
      reduceOnly: true,
      orders: [
        { price: MARK + 100, qty: 9 },
        { price: MARK + 200, qty: 5 },
      ],
    });
    expect(over).toMatchObject({ ok: false, code: ErrorCode.InvalidDirection, index: 1 });
    // 5 + 5: the second is cut to the 4 left; a buyer taking both leaves the position flat.
    const cut = batch(x, 1, {
      side: 'sell',
      reduceOnly: true,
      orders: [
        { price: MARK + 100, qty: 5 },
        { price: MARK + 200, qty: 5 },
      ],
    });
    expect(x.orderEvents(cut).map((o) => o.qty)).toEqual([5, 4]);
    x.order(3, { type: 1, side: 'buy', qty: 20, price: MARK + 200 });
    expect(x.size(1)).toBe(0);
  });

  it('refuses fewer than two or more than twenty orders', () => {
    const x = fundedMarket(MARK);
    const one = batch(x, 1, { side: 'buy', orders: [{ price: MARK - 10, qty: 1 }] });
    expect(x.code(one)).toBe(ErrorCode.Failure);
    const many = Array.from({ length: 21 }, (_, i) => ({ price: MARK - 10 - i, qty: 1 }));
    expect(x.code(batch(x, 1, { side: 'buy', orders: many }))).toBe(ErrorCode.Failure);
  });

  it('cancels a batch as a group, and only that group', () => {
    const x = fundedMarket(MARK);
    const single = x.orderId(x.order(1, { type: 1, side: 'buy', qty: 3, price: MARK - 500 }));
    const r = batch(x, 1, fiveBuys());
    const groupId = r.ok ? (r.orderIds?.[0] ?? 0) : 0;
    // Another user cannot cancel it.
    expect(x.code(x.apply({ kind: 'cancelGroup', ts: ++x.ts, userId: 2, groupId }))).toBe(
      ErrorCode.Failure,
    );
    const cancelled = x.apply({ kind: 'cancelGroup', ts: ++x.ts, userId: 1, groupId });
    expect(cancelled.ok).toBe(true);
    expect(x.orderEvents(cancelled).map((o) => o.orderStatus)).toEqual(
      Array(5).fill(OrderStatus.Cancelled),
    );
    expect(openOrdersOf(x, 1).map((o) => o.id)).toEqual([single]);
    expect(x.balance(1).frozen).toBe(frozenForOne(3, MARK - 500));
    // Nothing left in the group.
    expect(x.code(x.apply({ kind: 'cancelGroup', ts: ++x.ts, userId: 1, groupId }))).toBe(
      ErrorCode.Failure,
    );
  });

  it('writes one journal record per batch and recovers the same state', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'engine-batch-'));
    try {
      const configs = testContracts();
      const engine = await DurableEngine.open(dir, configs, { snapshotEvery: 1_000_000 });
      let ts = 1_700_000_000_000;
      const run = (cmd: Parameters<typeof engine.apply>[0]) => engine.submit(cmd);
      await run({ kind: 'setPrices', ts: ++ts, contractId: 1, indexPrice: MARK, markPrice: MARK });
      await run({ kind: 'deposit', ts: ++ts, userId: 1, amount: usdt('1000') });
      await run({
        kind: 'transfer',
        ts: ++ts,
        userId: 1,
        from: 'spot',
        to: 1,
        amount: usdt('1000'),
      });
      const records = () => listSegments(dir).flatMap((s) => readJournal(s.path).records).length;
      const before = records();
      const placed = await run({
        kind: 'placeBatch',
        ts: ++ts,
        userId: 1,
        accountType: 1,
        contractId: 1,
        ...fiveBuys(),
      });
      expect(placed.ok).toBe(true);
      expect(records()).toBe(before + 1);
      const hash = stateHash(engine.engine.state);
      await engine.close();

      const reopened = await DurableEngine.open(dir, configs, { snapshotEvery: 1_000_000 });
      expect(reopened.recovery.replayed).toBe(before + 1);
      expect(stateHash(reopened.engine.state)).toBe(hash);
      const groups = [...reopened.engine.state.orders.values()].map((o) => o.groupId);
      expect(new Set(groups).size).toBe(1);
      expect(groups).toHaveLength(5);
      // From a snapshot the group is kept too, so it still cancels as one.
      const restored = restartFromSnapshot(reopened.engine);
      expect(stateHash(restored.state)).toBe(hash);
      const groupId = placed.ok ? (placed.orderIds?.[0] ?? 0) : 0;
      const cancelled = restored.apply({ kind: 'cancelGroup', ts: ++ts, userId: 1, groupId });
      expect(cancelled.ok).toBe(true);
      expect(restored.state.orders.size).toBe(0);
      await reopened.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
