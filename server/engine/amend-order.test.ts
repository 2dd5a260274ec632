import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AmendOrderCommand, CommandResult, OrderView } from './types';
import { ErrorCode, OrderStatus } from './types';
import { usdt } from './fixed';
import { BUY, type SELL } from './order-book';
import { listSegments, readJournal } from './journal';
import { DurableEngine } from './recovery';
import { stateHash } from './snapshot';
import { testContracts } from './testing/fixtures';
import { fundedMarket, restartFromSnapshot, type TestExchange } from './testing/harness';

// BTC fixture: 1 lot = 0.001 BTC, tick 0.1 USDT; mark 20 000 USDT.
const MARK = 200_000;
const BID = MARK - 10;

type Changes = Omit<AmendOrderCommand, 'kind' | 'ts' | 'userId' | 'orderId'>;

function amend(x: TestExchange, userId: number, orderId: number, changes: Changes): CommandResult {
  return x.apply({ kind: 'amendOrder', ts: ++x.ts, userId, orderId, ...changes });
}

/** The order's last view in a command's events. */
function viewOf(r: CommandResult, orderId: number): OrderView | undefined {
  return r.events
    .flatMap((e) => (e.type === 'order' && e.order.orderId === orderId ? [e.order] : []))
    .at(-1);
}

/** Resting order ids of one side, best level first, FIFO inside a level. */
function queue(x: TestExchange, side: typeof BUY | typeof SELL): number[] {
  const book = x.engine.state.contracts.get(1)?.book;
  return book ? [...book.orders(side)].map((o) => o.id) : [];
}

/** User 1's buy at BID, then user 2's buy at the same price (behind it in the queue). */
function twoBuysAtOnePrice(qty = 10) {
  const x = fundedMarket(MARK);
  const ours = x.orderId(x.order(1, { type: 1, side: 'buy', qty, price: BID }));
  const theirs = x.orderId(x.order(2, { type: 1, side: 'buy', qty, price: BID }));
  return { x, ours, theirs };
}

/** User 3 sells `qty` at BID: who it trades with, by order id. */
function sellInto(x: TestExchange, qty: number): number[] {
  const r = x.order(3, { type: 1, side: 'sell', qty, price: BID });
  return x.events('trade', r).map((t) => t.makerOrderId);
}

describe('amending an open order', () => {
  it('a smaller quantity at the same price keeps its place in the queue', () => {
    const { x, ours, theirs } = twoBuysAtOnePrice();
    const r = amend(x, 1, ours, { qty: 6 });
    expect(r.ok).toBe(true);
    expect(viewOf(r, ours)).toMatchObject({
      orderId: ours,
      qty: 6,
      price: BID,
      orderStatus: OrderStatus.New,
      updatedAt: x.ts,
    });
    expect(x.events('bookDelta', r)).toEqual([
      { type: 'bookDelta', contractId: 1, side: 'bid', price: BID, qty: 16 },
    ]);
    expect(queue(x, BUY)).toEqual([ours, theirs]);
    // A sell of our new size trades with our order only; theirs, placed later, waits.
    expect(sellInto(x, 6)).toEqual([ours]);
    expect(x.size(1)).toBe(6);
    expect(x.size(2)).toBe(0);
  });

  it('a larger quantity goes to the back of the queue', () => {
    const { x, ours, theirs } = twoBuysAtOnePrice();
    const r = amend(x, 1, ours, { qty: 12 });
    expect(viewOf(r, ours)).toMatchObject({ orderId: ours, qty: 12, price: BID });
    expect(queue(x, BUY)).toEqual([theirs, ours]);
    expect(sellInto(x, 10)).toEqual([theirs]);
    expect(x.size(1)).toBe(0);
  });

  it('a new price goes to the back of the new level', () => {
    const x = fundedMarket(MARK);
    const ours = x.orderId(x.order(1, { type: 1, side: 'buy', qty: 10, price: BID - 10 }));
    const theirs = x.orderId(x.order(2, { type: 1, side: 'buy', qty: 10, price: BID }));
    const r = amend(x, 1, ours, { price: BID });
    expect(viewOf(r, ours)).toMatchObject({ orderId: ours, qty: 10, price: BID });
    expect(queue(x, BUY)).toEqual([theirs, ours]);
    expect(x.events('bookDelta', r)).toEqual(
      expect.arrayContaining([
        { type: 'bookDelta', contractId: 1, side: 'bid', price: BID - 10, qty: 0 },
        { type: 'bookDelta', contractId: 1, side: 'bid', price: BID, qty: 20 },
      ]),
    );
    expect(sellInto(x, 10)).toEqual([theirs]);
  });

  it('moving the same price back and forth also loses the place', () => {
    const { x, ours, theirs } = twoBuysAtOnePrice();
    amend(x, 1, ours, { price: BID - 1 });
    amend(x, 1, ours, { price: BID });
    expect(queue(x, BUY)).toEqual([theirs, ours]);
  });

  it('a new price that crosses trades at once as a taker, keeping the order id', () => {
    const x = fundedMarket(MARK);
    const ask = x.orderId(x.order(2, { type: 1, side: 'sell', qty: 4, price: MARK + 10 }));
    const ours = x.orderId(x.order(1, { type: 1, side: 'buy', qty: 10, price: BID }));
    const r = amend(x, 1, ours, { price: MARK + 10 });
    expect(r.ok).toBe(true);
    const trades = x.events('trade', r);
    expect(trades).toHaveLength(1);
    expect(trades[0]).toMatchObject({
      price: MARK + 10,
      qty: 4,
      takerSide: 'buy',
      makerOrderId: ask,
      takerOrderId: ours,
    });
    // 4 lots at 20 001 USDT × 0.001 = 80.004 USDT: the taker fee 0.05 % rounds up.
    expect(viewOf(r, ours)).toMatchObject({
      orderId: ours,
      price: MARK + 10,
      filledQty: 4,
      orderStatus: OrderStatus.PartiallyFilled,
      fee: usdt('0.040002'),
    });
    expect(queue(x, BUY)).toEqual([ours]);
    expect(x.size(1)).toBe(4);
  });

  it('a post-only order is refused when its new price would take, and stays as it was', () => {
    const { x, ours, theirs } = twoBuysAtOnePrice();
    x.order(3, { type: 1, side: 'sell', qty: 4, price: MARK + 10 });
    const postOnly = x.orderId(
      x.order(1, { type: 1, side: 'buy', qty: 5, price: BID, tif: 'postOnly' }),
    );
    const frozen = x.balance(1).frozen;
    const r = amend(x, 1, postOnly, { price: MARK + 10 });
    expect(x.code(r)).toBe(ErrorCode.PostOnlyWouldTake);
    expect(r.events).toEqual([]);
    expect(queue(x, BUY)).toEqual([ours, theirs, postOnly]);
    expect(x.engine.state.orders.get(postOnly)).toMatchObject({ price: BID, qty: 5 });
    expect(x.balance(1).frozen).toBe(frozen);
    // A price that still rests is fine.
    expect(amend(x, 1, postOnly, { price: MARK }).ok).toBe(true);
  });

  it('freezes margin for the new size and releases it for a smaller one', () => {
    const x = fundedMarket(MARK);
    const ours = x.orderId(x.order(1, { type: 1, side: 'buy', qty: 10, price: BID }));
    const ten = x.balance(1).frozen;
    amend(x, 1, ours, { qty: 20 });
    const twenty = x.balance(1).frozen;
    // 10 lots at 19 999 USDT / 20x = 9.9995 + taker fee 0.099995 → 10.099495 (fee rounded up).
    expect(ten).toBe(usdt('10.099495'));
    expect(twenty).toBe(usdt('20.19899'));
    amend(x, 1, ours, { qty: 10 });
    expect(x.balance(1).frozen).toBe(ten);
  });

  it('asks for the margin of the increase only, and refuses what the balance cannot pay', () => {
    const x = fundedMarket(MARK);
    x.fund(4, '30');
    // 25 lots freeze ≈ 25.25 USDT of the 30; 29 lots need ≈ 29.29, still inside; 30 lots do not fit.
    const ours = x.orderId(x.order(4, { type: 1, side: 'buy', qty: 25, price: BID }));
    const theirs = x.orderId(x.order(2, { type: 1, side: 'buy', qty: 5, price: BID }));
    expect(x.code(x.order(4, { type: 1, side: 'buy', qty: 5, price: BID - 1 }))).toBe(
      ErrorCode.InsufficientBalance,
    );
    expect(amend(x, 4, ours, { qty: 29 }).ok).toBe(true);
    const frozen = x.balance(4).frozen;
    const r = amend(x, 4, ours, { qty: 30 });
    expect(x.code(r)).toBe(ErrorCode.InsufficientBalance);
    expect(x.engine.state.orders.get(ours)).toMatchObject({ qty: 29, price: BID });
    expect(x.balance(4).frozen).toBe(frozen);
    expect(queue(x, BUY)).toEqual([theirs, ours]);
  });

  it('keeps what has filled: the new total must be above it', () => {
    const { x, ours } = twoBuysAtOnePrice();
    sellInto(x, 4);
    expect(x.engine.state.orders.get(ours)).toMatchObject({ filled: 4, qty: 10 });
    for (const qty of [4, 3]) {
      const r = amend(x, 1, ours, { qty });
      expect(x.code(r)).toBe(ErrorCode.AmendBelowFilled);
      expect(r.events).toEqual([]);
    }
    const r = amend(x, 1, ours, { qty: 5 });
    expect(viewOf(r, ours)).toMatchObject({
      qty: 5,
      filledQty: 4,
      orderStatus: OrderStatus.PartiallyFilled,
    });
    // One lot left, and still first in the queue.
    expect(sellInto(x, 1)).toEqual([ours]);
    expect(x.engine.state.orders.has(ours)).toBe(false);
  });

  it('answers another user’s order like an unknown one, and changes nothing', () => {
    const { x, ours, theirs } = twoBuysAtOnePrice();
    const r = amend(x, 2, ours, { qty: 5 });
    expect(x.code(r)).toBe(ErrorCode.Failure);
    expect(x.code(amend(x, 1, 999_999, { qty: 5 }))).toBe(ErrorCode.Failure);
    expect(x.engine.state.orders.get(ours)?.qty).toBe(10);
    expect(queue(x, BUY)).toEqual([ours, theirs]);
  });

  it('refuses finished orders', () => {
    const { x, ours, theirs } = twoBuysAtOnePrice();
    x.apply({ kind: 'cancelOrder', ts: ++x.ts, userId: 1, orderId: ours });
    expect(x.code(amend(x, 1, ours, { qty: 5 }))).toBe(ErrorCode.Failure);
    sellInto(x, 10);
    expect(x.code(amend(x, 2, theirs, { qty: 5 }))).toBe(ErrorCode.Failure);
  });

  it('refuses prices and sizes the contract does not take, in the placing codes', () => {
    const { x, ours } = twoBuysAtOnePrice();
    const codes = [
      amend(x, 1, ours, {}),
      amend(x, 1, ours, { qty: 10, price: BID }),
      amend(x, 1, ours, { price: 0 }),
      amend(x, 1, ours, { price: 1.5 }),
      amend(x, 1, ours, { price: MARK + 20_000 }),
      amend(x, 1, ours, { qty: 0 }),
      amend(x, 1, ours, { qty: 2.5 }),
      amend(x, 1, ours, { qty: 1_000_001 }),
      amend(x, 1, ours, { triggerPrice: MARK }),
      // 1 lot at 19 999 USDT × 0.001 ≈ 20 USDT is fine; at 0.1 USDT it is under 5 USDT.
      amend(x, 1, ours, { qty: 1, price: 1 }),
    ].map((r) => x.code(r));
    expect(codes).toEqual([
      ErrorCode.Failure,
      ErrorCode.Failure,
      ErrorCode.DepthLimit,
      ErrorCode.DepthLimit,
      ErrorCode.DepthLimit,
      ErrorCode.BelowMinimum,
      ErrorCode.BelowMinimum,
      ErrorCode.DepthLimit,
      ErrorCode.Failure,
      ErrorCode.BelowMinimumValue,
    ]);
    expect(x.engine.state.orders.get(ours)).toMatchObject({ qty: 10, price: BID });
  });

  it('keeps a preset TP/SL valid against the new price', () => {
    const x = fundedMarket(MARK);
    const ours = x.orderId(
      x.order(1, { type: 1, side: 'buy', qty: 10, price: BID, tp: { triggerPrice: MARK + 500 } }),
    );
    expect(x.code(amend(x, 1, ours, { price: MARK + 600 }))).toBe(ErrorCode.UnreasonableTrigger);
    expect(amend(x, 1, ours, { price: BID - 100 }).ok).toBe(true);
  });

  it('cuts a reduce-only order to the position, as placing it does', () => {
    const x = fundedMarket(MARK);
    x.order(2, { type: 1, side: 'sell', qty: 5, price: MARK });
    x.order(1, { type: 1, side: 'buy', qty: 5, price: MARK });
    expect(x.size(1)).toBe(5);
    const close = x.orderId(
      x.order(1, { type: 1, side: 'sell', qty: 2, price: MARK + 100, reduceOnly: true }),
    );
    const r = amend(x, 1, close, { qty: 9 });
    expect(viewOf(r, close)).toMatchObject({ qty: 5, reduceOnly: true });
    expect(amend(x, 1, close, { qty: 3 }).ok).toBe(true);
    expect(x.engine.state.orders.get(close)?.qty).toBe(3);
  });

  it('changes a waiting conditional order’s trigger, price and size, keeping its direction', () => {
    const x = fundedMarket(MARK);
    // Last price: one trade at MARK.
    x.order(2, { type: 1, side: 'sell', qty: 1, price: MARK });
    x.order(3, { type: 1, side: 'buy', qty: 1, price: MARK });
    const stop = x.orderId(
      x.order(1, { type: 2, side: 'buy', qty: 5, price: MARK + 600, triggerPrice: MARK + 500 }),
    );
    const r = amend(x, 1, stop, { triggerPrice: MARK + 300, price: MARK + 400, qty: 7 });
    expect(viewOf(r, stop)).toMatchObject({
      orderId: stop,
      orderStatus: OrderStatus.NotReported,
      triggerPrice: MARK + 300,
      price: MARK + 400,
      qty: 7,
      triggerAbove: true,
    });
    expect(x.balance(1).frozen).toBe(0n);
    // A buy stop fires on the way up: a trigger at or below the last price would fire at once.
    expect(x.code(amend(x, 1, stop, { triggerPrice: MARK }))).toBe(ErrorCode.UnreasonableTrigger);
    expect(x.code(amend(x, 1, stop, { triggerPrice: MARK - 100 }))).toBe(
      ErrorCode.UnreasonableTrigger,
    );
    // It fires at the amended trigger with the amended terms.
    x.order(2, { type: 1, side: 'sell', qty: 1, price: MARK + 300 });
    const fired = x.order(3, { type: 1, side: 'buy', qty: 1, price: MARK + 300 });
    expect(viewOf(fired, stop)).toMatchObject({
      orderStatus: OrderStatus.New,
      price: MARK + 400,
      qty: 7,
    });
    // Once it has fired, its trigger is history.
    expect(x.code(amend(x, 1, stop, { triggerPrice: MARK + 800 }))).toBe(ErrorCode.Failure);
  });

  it('writes one journal record per amendment and recovers the same book', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'engine-amend-'));
    try {
      const configs = testContracts();
      const engine = await DurableEngine.open(dir, configs, { snapshotEvery: 1_000_000 });
      let ts = 1_700_000_000_000;
      const run = (cmd: Parameters<typeof engine.apply>[0]) => engine.submit(cmd);
      await run({ kind: 'setPrices', ts: ++ts, contractId: 1, indexPrice: MARK, markPrice: MARK });
      for (const userId of [1, 2]) {
        await run({ kind: 'deposit', ts: ++ts, userId, amount: usdt('1000') });
        await run({
          kind: 'transfer',
          ts: ++ts,
          userId,
          from: 'spot',
          to: 1,
          amount: usdt('1000'),
        });
      }
      const order = async (userId: number, price: number) => {
        const r = await run({
          kind: 'placeOrder',
          ts: ++ts,
          userId,
          accountType: 1,
          contractId: 1,
          type: 1,
          side: 'buy',
          qty: 10,
          price,
        });
        return r.ok ? (r.orderId ?? 0) : 0;
      };
      const a = await order(1, BID);
      const b = await order(2, BID);
      const c = await order(1, BID);
      const records = () => listSegments(dir).flatMap((s) => readJournal(s.path).records).length;
      const before = records();
      // a shrinks in place; c moves up a tick and back, behind b.
      await run({ kind: 'amendOrder', ts: ++ts, userId: 1, orderId: a, qty: 4 });
      expect(records()).toBe(before + 1);
      await run({ kind: 'amendOrder', ts: ++ts, userId: 1, orderId: c, price: BID + 1 });
      await run({ kind: 'amendOrder', ts: ++ts, userId: 1, orderId: c, price: BID });
      expect(records()).toBe(before + 3);
      const bookOf = (e: DurableEngine) => [
        ...(e.engine.state.contracts.get(1)?.book.orders(BUY) ?? []),
      ];
      const book = bookOf(engine).map((o) => [o.id, o.price, o.remaining]);
      expect(book).toEqual([
        [a, BID, 4],
        [b, BID, 10],
        [c, BID, 10],
      ]);
      const hash = stateHash(engine.engine.state);
      await engine.close();

      const reopened = await DurableEngine.open(dir, configs, { snapshotEvery: 1_000_000 });
      expect(reopened.recovery.replayed).toBe(before + 3);
      expect(bookOf(reopened).map((o) => [o.id, o.price, o.remaining])).toEqual(book);
      expect(stateHash(reopened.engine.state)).toBe(hash);
      // And from a snapshot: the queue order is part of the image.
      const restored = restartFromSnapshot(reopened.engine);
      expect(stateHash(restored.state)).toBe(hash);
      await reopened.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
