import * as zm from 'zod/mini';
import { wireOrderSchema, wirePositionSchema } from '../../lib/contract/wire/match-schemas';
import { ticksToPrice } from '../../server/engine';
import { drivers, type TestServer } from './harness';
import {
  buyFromMaker,
  contractConfig,
  engineHost,
  useFundedTraders,
  useTradingServer,
  type futures,
  type TradingServer,
} from './trading-client';

/**
 * Partial TP/SL pairs (`future/position/tpsl/partial`) against the real server and engine: two
 * pairs on one long show in the open orders with their quantities and linked ids; the mark
 * reaching one pair's TP fills it and cancels its SL while the other pair waits; cancelling one
 * leg cancels its sibling; bad input is refused with the spec's codes and changes nothing. The
 * server runs without market makers: only these users trade, and the test moves the mark itself
 * (as the price feed does).
 */

const BTC = 1;
const order = zm.strictObject(wireOrderSchema.shape);
type Order = zm.infer<typeof order>;
const positionRow = zm.object({ ...wirePositionSchema.shape });

describe.each(drivers)('partial TP/SL pairs of a position on $name', (driver) => {
  let server: TradingServer;
  let t: TestServer;
  let call: ReturnType<typeof futures>;
  useTradingServer(driver, (s) => {
    server = s;
    ({ t, call } = s);
  });
  const { markReady, fundedTrader } = useFundedTraders(() => server);

  const host = () => engineHost(t);
  const btc = () => contractConfig(t, BTC);
  const markTicks = () => host().state.contracts.get(BTC)?.markPrice ?? 0;
  const text = (ticks: number) => ticksToPrice(btc(), ticks);
  const partial = (token: string, body: Record<string, unknown>) =>
    call('future/position/tpsl/partial', token, { contractId: BTC, ...body });
  const openOrders = async (token: string): Promise<Order[]> =>
    ((await call('future/order/open', token)).data.list as unknown[])
      .map((o) => order.parse(o))
      .sort((a, b) => a.orderId - b.orderId);
  const positions = async (token: string) =>
    ((await call('future/position/list', token)).data.list as unknown[]).map((p) =>
      positionRow.parse(p),
    );
  /** What a refusal must leave as it was (the mark, and with it the PnL, moves by itself). */
  const stateOf = async (token: string) => ({
    orders: await openOrders(token),
    positions: (await positions(token)).map((p) => ({
      positionId: p.positionId,
      size: p.size,
      tpTrigger: p.tpTrigger,
      slTrigger: p.slTrigger,
      updatedAt: p.updatedAt,
    })),
  });

  /** A long of 0.010 BTC at the mark; the maker bids 0.050 BTC 3 % under it for the closes. */
  async function withLong(): Promise<{ long: string; maker: string; m: number }> {
    await markReady(BTC);
    const maker = await fundedTrader('50000');
    const long = await fundedTrader('5000');
    const m = markTicks();
    const bought = await buyFromMaker(call, maker, long, {
      contractId: BTC,
      price: text(m),
      quantity: '0.010',
    });
    expect(bought.code, JSON.stringify(bought)).toBe(0);
    const bid = await call('future/order/place', maker, {
      contractId: BTC,
      side: 'buy',
      orderType: 1,
      quantity: '0.050',
      price: text(Math.round(m * 0.97)),
    });
    expect(bid.code).toBe(0);
    return { long, maker, m };
  }

  async function setMark(ticks: number): Promise<void> {
    const applied = host().submit({
      kind: 'setPrices',
      ts: Date.now(),
      contractId: BTC,
      indexPrice: ticks,
      markPrice: ticks,
    });
    await applied?.durable;
  }

  it('adds two pairs; the mark reaching one TP fills it and cancels its SL, the other pair waits', async () => {
    const { long, m } = await withLong();
    const first = await partial(long, {
      quantity: '0.003',
      tp: { triggerPrice: text(Math.round(m * 1.01)) },
      sl: { triggerPrice: text(Math.round(m * 0.99)) },
    });
    expect(first.code, JSON.stringify(first)).toBe(0);
    const pair = (first.data.orders as unknown[]).map((o) => order.parse(o));
    expect(pair.map((o) => [o.quantity, o.reduceOnly, o.source, o.orderStatus])).toEqual([
      ['0.003', true, 'tpsl', 0],
      ['0.003', true, 'tpsl', 0],
    ]);
    expect(pair[0]?.ocoOrderId).toBe(pair[1]?.orderId);
    expect(pair[1]?.ocoOrderId).toBe(pair[0]?.orderId);
    const second = await partial(long, {
      side: 'long',
      quantity: '0.004',
      tp: { triggerPrice: text(Math.round(m * 1.05)) },
      sl: { triggerPrice: text(Math.round(m * 0.95)), triggerBy: 'last' },
    });
    expect(second.code, JSON.stringify(second)).toBe(0);

    const open = await openOrders(long);
    expect(open.map((o) => [o.quantity, o.triggerPrice, o.triggerBy])).toEqual([
      ['0.003', text(Math.round(m * 1.01)), 'mark'],
      ['0.003', text(Math.round(m * 0.99)), 'mark'],
      ['0.004', text(Math.round(m * 1.05)), 'mark'],
      ['0.004', text(Math.round(m * 0.95)), 'last'],
    ]);
    const [tp1, sl1, tp2, sl2] = open;
    expect([tp1?.ocoOrderId, sl1?.ocoOrderId, tp2?.ocoOrderId, sl2?.ocoOrderId]).toEqual([
      sl1?.orderId,
      tp1?.orderId,
      sl2?.orderId,
      tp2?.orderId,
    ]);

    // The mark jumps 1.5 %: the first TP fires at market (the maker's bid), its SL goes with it.
    await setMark(Math.round(m * 1.015));
    expect((await openOrders(long)).map((o) => o.orderId)).toEqual([tp2?.orderId, sl2?.orderId]);
    expect((await positions(long)).map((p) => p.size)).toEqual(['0.007']);
    // Back under the first SL's trigger: nothing more closes.
    await setMark(Math.round(m * 0.985));
    expect((await positions(long)).map((p) => p.size)).toEqual(['0.007']);
    await setMark(m);
  });

  it('cancelling one leg cancels its sibling', async () => {
    const { long, m } = await withLong();
    const added = await partial(long, {
      quantity: '0.010',
      tp: { triggerPrice: text(Math.round(m * 1.02)) },
      sl: { triggerPrice: text(Math.round(m * 0.98)) },
    });
    const [tp, sl] = (added.data.orders as unknown[]).map((o) => order.parse(o));
    const cancelled = await call('future/order/cancel', long, { orderId: sl?.orderId });
    expect(cancelled.code, JSON.stringify(cancelled)).toBe(0);
    expect(await openOrders(long)).toEqual([]);
    expect(tp?.ocoOrderId).toBe(sl?.orderId);
    // Finished, both legs keep their link in the order history (written a moment later).
    await vi.waitFor(
      async () => {
        const history = ((await call('future/order/history', long)).data.list as unknown[])
          .map((o) => order.parse(o))
          .filter((o) => o.orderId === tp?.orderId || o.orderId === sl?.orderId)
          .sort((a, b) => a.orderId - b.orderId);
        expect(history.map((o) => [o.orderId, o.ocoOrderId, o.orderStatus])).toEqual([
          [tp?.orderId, sl?.orderId, 5],
          [sl?.orderId, tp?.orderId, 5],
        ]);
      },
      { timeout: 10_000, interval: 100 },
    );
  });

  it('marks the position’s own TP/SL as closing the whole position, open and in the history; a partial leg not', async () => {
    const { long, m } = await withLong();
    const own = await call('future/position/tpsl', long, {
      contractId: BTC,
      tp: { triggerPrice: text(Math.round(m * 1.04)) },
      sl: { triggerPrice: text(Math.round(m * 0.96)) },
    });
    expect(own.code, JSON.stringify(own)).toBe(0);
    const added = await partial(long, {
      quantity: '0.004',
      tp: { triggerPrice: text(Math.round(m * 1.02)) },
      sl: { triggerPrice: text(Math.round(m * 0.98)) },
    });
    expect(added.code, JSON.stringify(added)).toBe(0);
    const partialIds = (added.data.orders as unknown[]).map((o) => order.parse(o).orderId);
    const marks = (orders: Order[]) =>
      orders.map((o) => [partialIds.includes(o.orderId) ? 'partial' : 'own', o.closePosition]);
    const open = await openOrders(long);
    expect(marks(open)).toEqual([
      ['own', true],
      ['own', true],
      ['partial', undefined],
      ['partial', undefined],
    ]);
    // Removed, the position's TP/SL keeps the mark in the order history (written a moment later).
    const removed = await call('future/position/tpsl', long, {
      contractId: BTC,
      tp: null,
      sl: null,
    });
    expect(removed.code, JSON.stringify(removed)).toBe(0);
    const ownIds = open.filter((o) => !partialIds.includes(o.orderId)).map((o) => o.orderId);
    await vi.waitFor(
      async () => {
        const history = ((await call('future/order/history', long)).data.list as unknown[])
          .map((o) => order.parse(o))
          .filter((o) => ownIds.includes(o.orderId));
        expect(history.map((o) => [o.orderStatus, o.closePosition])).toEqual([
          [5, true],
          [5, true],
        ]);
      },
      { timeout: 10_000, interval: 100 },
    );
  });

  it('refuses bad pairs with the spec’s codes and changes nothing', async () => {
    const { long, m } = await withLong();
    const tp = { triggerPrice: text(Math.round(m * 1.02)) };
    const sl = { triggerPrice: text(Math.round(m * 0.98)) };
    const before = await stateOf(long);
    const refusals: Array<[Record<string, unknown>, number, RegExp | null]> = [
      [{ quantity: '0.0005', tp }, 400, /quantity/],
      [{ quantity: '0', tp }, 400, /quantity/],
      [{ quantity: 'all', tp }, 400, /quantity/],
      [{ quantity: '0.002' }, 400, /tp/],
      [{ quantity: '0.002', tp: { triggerPrice: text(m) + '5' } }, 400, /tp\.triggerPrice/],
      [{ quantity: '0.011', tp, sl }, 1053, /0\.01/],
      [{ quantity: '0.002', tp: sl }, 1051, null],
      [{ quantity: '0.002', sl: tp }, 1051, null],
      [{ quantity: '0.002', tp, side: 'short' }, 404, null],
    ];
    for (const [body, code, words] of refusals) {
      const answer = await partial(long, body);
      expect([body, answer.code], JSON.stringify(answer)).toEqual([body, code]);
      expect(answer.success).toBe(false);
      if (words) expect(answer.message).toMatch(words);
    }
    const over = await partial(long, { quantity: '0.011', tp });
    expect(over.data).toMatchObject({ maxQuantity: '0.01' });
    // Someone without a position: the same 404 as an unknown one.
    const other = await fundedTrader('100');
    expect((await partial(other, { quantity: '0.001', tp })).code).toBe(404);
    expect(await stateOf(long)).toEqual(before);
  });

  it('a position carries at most 10 pairs (102900005, data.max)', async () => {
    const { long, m } = await withLong();
    for (let i = 0; i < 10; i++) {
      const answer = await partial(long, {
        quantity: '0.001',
        tp: { triggerPrice: text(Math.round(m * 1.02) + i) },
        sl: { triggerPrice: text(Math.round(m * 0.98) - i) },
      });
      expect(answer.code, JSON.stringify(answer)).toBe(0);
    }
    const refused = await partial(long, {
      quantity: '0.001',
      tp: { triggerPrice: text(Math.round(m * 1.03)) },
    });
    expect(refused).toMatchObject({ code: 102900005, data: { max: 10 } });
    expect(await openOrders(long)).toHaveLength(20);
  });
});
