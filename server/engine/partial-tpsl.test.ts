import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddPartialTpSlCommand, Command, CommandResult } from './types';
import { ErrorCode, OrderStatus } from './types';
import type { OrderState } from './state';
import { DurableEngine } from './recovery';
import { stateHash } from './snapshot';
import { MAX_PARTIAL_TPSL } from './triggers';
import { testContracts } from './testing/fixtures';
import { fundedMarket, restartFromSnapshot, TestExchange } from './testing/harness';

// BTC fixture: 1 lot = 0.001 BTC, tick 0.1 USDT; mark 200 000 ticks = 20 000 USDT.
const MARK = 200_000;
const TP = MARK + 1_000;
const SL = MARK - 1_000;

type PairArgs = Partial<Omit<AddPartialTpSlCommand, 'kind' | 'ts'>>;

/** The partial pair command of user 1's one-way BTC position (4 lots, TP and SL by the mark). */
function pairCommand(ts: number, over: PairArgs = {}): AddPartialTpSlCommand {
  return {
    kind: 'addPartialTpSl',
    ts,
    userId: 1,
    accountType: 1,
    contractId: 1,
    leg: 'net',
    qty: 4,
    tp: { triggerPrice: TP },
    sl: { triggerPrice: SL },
    ...over,
  };
}

function addPair(x: TestExchange, over: PairArgs = {}): CommandResult {
  return x.apply(pairCommand(++x.ts, over));
}

/** User 1 long 10 lots at the mark; user 3 bids 50 lots 0.25 % under it, where closes fill. */
function withLong(): TestExchange {
  const x = fundedMarket(MARK);
  x.order(2, { type: 1, side: 'sell', qty: 10, price: MARK });
  x.order(1, { type: 3, side: 'buy', qty: 10 });
  x.order(3, { type: 1, side: 'buy', qty: 50, price: MARK - 500 });
  return x;
}

/** User 1's open orders, in id order. */
function ordersOf(x: TestExchange, userId = 1): OrderState[] {
  return [...x.engine.state.orders.values()]
    .filter((o) => o.userId === userId)
    .sort((a, b) => a.id - b.id);
}

/** The legs of user 1's pairs as [trigger, qty, status, linked to the other leg]. */
function legs(x: TestExchange): Array<[number, number, number, boolean]> {
  return ordersOf(x).map((o) => {
    const sibling =
      o.ocoOrderId === undefined ? undefined : x.engine.state.orders.get(o.ocoOrderId);
    return [o.triggerPrice, o.qty, o.status, sibling?.ocoOrderId === o.id];
  });
}

/** The state hash with the clock and the command sequence left out (refusals still move them). */
function hashIgnoringClock(x: TestExchange): string {
  const s = x.engine.state;
  const { now, seq } = s;
  s.now = 0;
  s.seq = 0;
  const hash = stateHash(s);
  s.now = now;
  s.seq = seq;
  return hash;
}

describe('partial TP/SL pairs on a position', () => {
  it('adds a linked pair for a quantity of the position; the events name the sibling', () => {
    const x = withLong();
    const r = addPair(x);
    expect(r.ok).toBe(true);
    expect(legs(x)).toEqual([
      [TP, 4, OrderStatus.NotReported, true],
      [SL, 4, OrderStatus.NotReported, true],
    ]);
    const [tp, sl] = x.orderEvents(r);
    expect(tp).toMatchObject({ source: 'tpsl', reduceOnly: true, qty: 4, triggerPrice: TP });
    expect(tp?.ocoOrderId).toBe(sl?.orderId);
    expect(sl?.ocoOrderId).toBe(tp?.orderId);
    // Nothing is frozen for reduce-only legs.
    expect(x.balance(1).frozen).toBe(0n);
  });

  it('the TP fires: it closes its quantity and the SL is cancelled in the same step', () => {
    const x = withLong();
    addPair(x);
    x.order(3, { type: 1, side: 'buy', qty: 10, price: TP - 100 });
    const r = x.prices(TP);
    expect(x.size(1)).toBe(6);
    const sl = x.orderEvents(r).find((o) => o.triggerPrice === SL);
    expect(sl?.orderStatus).toBe(OrderStatus.SystemCancelled);
    expect(ordersOf(x)).toHaveLength(0);
    // The SL never closes anything later.
    x.prices(SL - 100);
    expect(x.size(1)).toBe(6);
  });

  it('the SL fires: it closes its quantity and the TP is cancelled', () => {
    const x = withLong();
    addPair(x);
    const r = x.prices(SL);
    expect(x.size(1)).toBe(6);
    const tp = x.orderEvents(r).find((o) => o.triggerPrice === TP);
    expect(tp?.orderStatus).toBe(OrderStatus.SystemCancelled);
    expect(ordersOf(x)).toHaveLength(0);
  });

  it('a single TP leg is a pair of one; other pairs on the position stay when it fires', () => {
    const x = withLong();
    addPair(x, { qty: 3, sl: undefined, tp: { triggerPrice: TP } });
    addPair(x, { qty: 2, tp: { triggerPrice: TP + 2_000 } });
    x.order(3, { type: 1, side: 'buy', qty: 10, price: TP - 100 });
    x.prices(TP);
    expect(x.size(1)).toBe(7);
    expect(legs(x)).toEqual([
      [TP + 2_000, 2, OrderStatus.NotReported, true],
      [SL, 2, OrderStatus.NotReported, true],
    ]);
  });

  it('cancelling one leg cancels its sibling (both as cancelled by the user)', () => {
    const x = withLong();
    addPair(x);
    const [tp] = ordersOf(x);
    const r = x.apply({ kind: 'cancelOrder', ts: ++x.ts, userId: 1, orderId: tp?.id ?? 0 });
    expect(r.ok).toBe(true);
    expect(x.orderEvents(r).map((o) => [o.triggerPrice, o.orderStatus])).toEqual([
      [TP, OrderStatus.Cancelled],
      [SL, OrderStatus.Cancelled],
    ]);
    expect(ordersOf(x)).toHaveLength(0);
  });

  it('once the position is fully closed, every TP/SL of it is cancelled', () => {
    const x = withLong();
    addPair(x, { qty: 3 });
    addPair(x, { qty: 5, tp: { triggerPrice: TP + 500 }, sl: { triggerPrice: SL - 500 } });
    x.apply({
      kind: 'setPositionTpSl',
      ts: ++x.ts,
      userId: 1,
      accountType: 1,
      contractId: 1,
      leg: 'net',
      tp: { triggerPrice: TP + 3_000 },
      sl: { triggerPrice: SL - 3_000 },
    });
    expect(ordersOf(x)).toHaveLength(6);
    const r = x.order(1, { type: 3, side: 'sell', qty: 10 });
    expect(x.size(1)).toBe(0);
    expect(ordersOf(x)).toHaveLength(0);
    const cancelled = x.orderEvents(r).filter((o) => o.source === 'tpsl');
    expect(cancelled).toHaveLength(6);
    expect(cancelled.every((o) => o.orderStatus === OrderStatus.SystemCancelled)).toBe(true);
  });

  it('a pair is cut to the position when it shrinks below the pair’s quantity', () => {
    const x = withLong();
    addPair(x, { qty: 8 });
    x.order(1, { type: 3, side: 'sell', qty: 5 });
    expect(x.size(1)).toBe(5);
    expect(legs(x).map(([, qty]) => qty)).toEqual([5, 5]);
    x.prices(SL);
    expect(x.size(1)).toBe(0);
    expect(ordersOf(x)).toHaveLength(0);
  });

  it('an order’s preset TP/SL become a linked pair: the preset TP fires and its SL goes', () => {
    const x = withLong();
    // Another 5 lots with a preset TP/SL: the preset covers those 5 only.
    x.order(2, { type: 1, side: 'sell', qty: 5, price: MARK });
    const parent = x.order(1, {
      type: 1,
      side: 'buy',
      qty: 5,
      price: MARK,
      tp: { triggerPrice: TP },
      sl: { triggerPrice: SL },
    });
    expect(x.size(1)).toBe(15);
    expect(legs(x)).toEqual([
      [TP, 5, OrderStatus.NotReported, true],
      [SL, 5, OrderStatus.NotReported, true],
    ]);
    expect(ordersOf(x).map((o) => o.parentOrderId)).toEqual([x.orderId(parent), x.orderId(parent)]);
    x.order(3, { type: 1, side: 'buy', qty: 10, price: TP - 100 });
    x.prices(TP);
    expect(x.size(1)).toBe(10);
    expect(ordersOf(x)).toHaveLength(0);
    // Before the link, the SL stayed and closed 5 more lots here.
    x.prices(SL);
    expect(x.size(1)).toBe(10);
  });

  it('refuses bad pairs and changes nothing', () => {
    const x = withLong();
    const before = hashIgnoringClock(x);
    const refused: Array<[PairArgs, number]> = [
      [{ qty: 0 }, ErrorCode.ConditionalQtyLimit],
      [{ qty: 11 }, ErrorCode.ConditionalQtyLimit],
      [{ qty: 1.5 }, ErrorCode.ConditionalQtyLimit],
      [{ tp: undefined, sl: undefined }, ErrorCode.Failure],
      [{ tp: { triggerPrice: MARK - 10 } }, ErrorCode.UnreasonableTrigger],
      [{ sl: { triggerPrice: MARK + 10 } }, ErrorCode.UnreasonableTrigger],
      [{ leg: 'long' }, ErrorCode.InvalidDirection],
      [{ userId: 4 }, ErrorCode.Failure],
      [{ contractId: 2 }, ErrorCode.Failure],
    ];
    for (const [over, code] of refused) {
      const r = addPair(x, over);
      expect([over, x.code(r)]).toEqual([over, code]);
      expect(x.orderEvents(r)).toHaveLength(0);
    }
    expect(hashIgnoringClock(x)).toBe(before);
  });

  it(`a position carries at most ${MAX_PARTIAL_TPSL} pairs (102900005)`, () => {
    const x = withLong();
    for (let i = 0; i < MAX_PARTIAL_TPSL; i++)
      expect(addPair(x, { qty: 1, tp: { triggerPrice: TP + i * 10 } }).ok).toBe(true);
    const r = addPair(x, { qty: 1 });
    expect(x.code(r)).toBe(ErrorCode.TooManyTpSlPairs);
    expect(ordersOf(x)).toHaveLength(2 * MAX_PARTIAL_TPSL);
    // Cancelling one pair makes room again.
    const first = ordersOf(x)[0];
    x.apply({ kind: 'cancelOrder', ts: ++x.ts, userId: 1, orderId: first?.id ?? 0 });
    expect(addPair(x, { qty: 1 }).ok).toBe(true);
  });

  it('hedge mode: a pair on the short leg', () => {
    const x = fundedMarket(MARK);
    x.hedge(1);
    x.order(2, { type: 1, side: 'buy', qty: 10, price: MARK });
    x.order(1, { type: 3, side: 'openShort', qty: 10 });
    x.order(3, { type: 1, side: 'sell', qty: 50, price: MARK + 500 });
    const r = addPair(x, { leg: 'short', tp: { triggerPrice: SL }, sl: { triggerPrice: TP } });
    expect(r.ok).toBe(true);
    expect(x.code(addPair(x, { leg: 'net' }))).toBe(ErrorCode.InvalidDirection);
    x.prices(TP);
    expect(x.size(1, 1, -1)).toBe(-6);
    expect(ordersOf(x)).toHaveLength(0);
  });
});

describe('partial TP/SL pairs: restarts', () => {
  /** An exchange that keeps every command it applies, to replay them into a durable engine. */
  class Recording extends TestExchange {
    readonly log: Command[] = [];
    override apply(cmd: Command): CommandResult {
      this.log.push(cmd);
      return super.apply(cmd);
    }
  }

  /** A long with two pairs (`before`), then the mark reaching the first pair's TP (`after`). */
  function script(): { before: Command[]; after: Command[] } {
    const x = new Recording();
    x.prices(MARK);
    for (const u of [1, 2, 3]) x.fund(u, '100000');
    x.order(2, { type: 1, side: 'sell', qty: 10, price: MARK });
    x.order(1, { type: 3, side: 'buy', qty: 10 });
    x.order(3, { type: 1, side: 'buy', qty: 50, price: MARK - 500 });
    x.order(3, { type: 1, side: 'buy', qty: 10, price: TP - 100 });
    addPair(x, { qty: 3 });
    addPair(x, { qty: 2, tp: { triggerPrice: TP + 500 } });
    const after: Command[] = [
      { kind: 'setPrices', ts: ++x.ts, contractId: 1, indexPrice: TP, markPrice: TP },
    ];
    return { before: x.log, after };
  }

  function linksOf(state: TestExchange['engine']['state']): Array<[number, number | undefined]> {
    return [...state.orders.values()]
      .filter((o) => o.source === 'tpsl')
      .map((o) => [o.id, o.ocoOrderId]);
  }

  it('a snapshot plus the journal after it restore the links; the fired TP still cancels its SL', async () => {
    const { before, after } = script();
    const dir = mkdtempSync(join(tmpdir(), 'engine-partial-tpsl-'));
    try {
      const first = await DurableEngine.open(dir, testContracts());
      const head = before.slice(0, -1);
      const last = before[before.length - 1];
      if (last === undefined) throw new Error('no command');
      for (const c of head) await first.submit(c);
      await first.snapshot();
      await first.submit(last);
      const links = linksOf(first.engine.state);
      const hash = stateHash(first.engine.state);
      expect(links).toHaveLength(4);
      expect(links.every(([, oco]) => oco !== undefined)).toBe(true);
      // Reopened without closing (a crash): the second pair comes back from its one journal record.
      const second = await DurableEngine.open(dir, testContracts());
      expect(second.recovery).toMatchObject({ snapshotSeq: head.length, replayed: 1 });
      expect(linksOf(second.engine.state)).toEqual(links);
      expect(stateHash(second.engine.state)).toBe(hash);
      for (const c of after) await second.submit(c);
      // The first pair's TP fired (3 lots) and its SL went with it; the second pair waits.
      expect(linksOf(second.engine.state)).toEqual(links.slice(2));
      const a = second.engine.state.accounts.get(101);
      expect(a === undefined ? 0 : second.engine.state.findPosition(a, 1, 0)?.size).toBe(7);
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('restored from a snapshot file’s text, the links and the state hash are the same', () => {
    const x = withLong();
    addPair(x, { qty: 3 });
    const restored = restartFromSnapshot(x.engine);
    expect(stateHash(restored.state)).toBe(stateHash(x.engine.state));
    const [tp, sl] = [...restored.state.orders.values()].filter((o) => o.userId === 1);
    expect(tp?.ocoOrderId).toBe(sl?.id);
    expect(sl?.ocoOrderId).toBe(tp?.id);
    const r = restored.apply({
      kind: 'setPrices',
      ts: ++x.ts,
      contractId: 1,
      indexPrice: SL,
      markPrice: SL,
    });
    const tpEvent = r.events.find((e) => e.type === 'order' && e.order.orderId === tp?.id);
    expect(tpEvent?.type === 'order' && tpEvent.order.orderStatus).toBe(
      OrderStatus.SystemCancelled,
    );
  });
});
