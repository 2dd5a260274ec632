import * as zm from 'zod/mini';
import { wireOrderSchema } from '../../lib/contract/wire/match-schemas';
import { priceToTicks, ticksToPrice } from '../../server/engine';
import { signRequest } from './api-key-client';
import { binanceTrader } from './binance-client';
import { drivers, type TestServer } from './harness';
import {
  buyFromMaker,
  contractConfig,
  engineHost,
  fund,
  trader,
  useTradingServer,
  type Answer,
  type futures,
} from './trading-client';

/**
 * Trailing stops through `future/order/place` and the Binance layer, against the real server and
 * engine: the new fields and their 400s, the open order and history rows that carry the callback
 * rate, the activation price and the trigger level the engine keeps, and the trigger itself,
 * driven by trades between test users (last price) and by a mark the test sets in the engine.
 * The server runs without market makers, so nothing but these users trades.
 */

const BTC = 1;
const order = zm.strictObject(wireOrderSchema.shape);
const placed = zm.strictObject({ ...wireOrderSchema.shape, duplicate: zm.boolean() });

describe.each(drivers)('trailing stop orders on $name', (driver) => {
  let t: TestServer;
  let call: ReturnType<typeof futures>;
  useTradingServer(driver, (server) => {
    ({ t, call } = server);
  });

  const host = () => engineHost(t);
  const btc = () => contractConfig(t, BTC);
  const markTicks = () => host().state.contracts.get(BTC)?.markPrice ?? 0;
  const text = (ticks: number) => ticksToPrice(btc(), ticks);
  const ticks = (price: string) => priceToTicks(btc(), price);
  const place = (token: string, body: Record<string, unknown>) =>
    call('future/order/place', token, { contractId: BTC, quantityUnit: 'base', ...body });
  const openOrders = async (token: string) =>
    ((await call('future/order/open', token)).data.list as unknown[]).map((o) => order.parse(o));

  beforeAll(async () => {
    for (let i = 0; i < 100 && markTicks() === 0; i++)
      await new Promise((resolve) => setTimeout(resolve, 100));
  });

  /** Reads until `done` holds (the history is written in batches, about once a second). */
  async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean) {
    let value = await read();
    for (let i = 0; i < 50 && !done(value); i++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      value = await read();
    }
    expect(done(value), JSON.stringify(value)).toBe(true);
    return value;
  }

  const historyRow = async (token: string, orderId: number) =>
    eventually(
      async () =>
        ((await call('future/order/history', token)).data.list as unknown[])
          .map((o) => order.parse(o))
          .find((o) => o.orderId === orderId),
      (row) => row !== undefined && row.orderStatus === 4,
    );

  it('answers trailing stop fields that do not fit with 400 naming the field, and 1051 for an activation price already reached', async () => {
    const token = await trader(t.url);
    await fund(call, t.url, token, '1000');
    const base = { side: 'sell', orderType: 4, quantity: '0.002', callbackRate: '1' };
    for (const [body, field] of [
      [{ ...base, callbackRate: '0.05' }, 'callbackRate'],
      [{ ...base, callbackRate: '5.1' }, 'callbackRate'],
      [{ ...base, callbackRate: '1.55' }, 'callbackRate'],
      [{ ...base, callbackRate: '-1' }, 'callbackRate'],
      [{ ...base, callbackRate: 'one' }, 'callbackRate'],
      [{ ...base, orderType: 2, price: text(markTicks()) }, 'callbackRate'],
      [{ ...base, orderType: 3 }, 'callbackRate'],
      [{ ...base, triggerPrice: text(markTicks() - 100) }, 'triggerPrice'],
      [{ ...base, activationPrice: 'high' }, 'activationPrice'],
      [{ ...base, activationPrice: `${text(markTicks() + 100)}5` }, 'activationPrice'],
      [{ ...base, tp: { triggerPrice: text(markTicks() - 1000) } }, 'tp'],
      [
        { side: 'sell', orderType: 4, quantity: '0.002', activationPrice: text(markTicks()) },
        'activationPrice',
      ],
    ] as const) {
      const answer = await place(token, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.message, JSON.stringify(body)).toContain(field);
    }
    // A sell activates on the way up: an activation price below the mark has been reached.
    const below = await place(token, {
      ...base,
      triggerBy: 'mark',
      activationPrice: text(Math.round(markTicks() * 0.99)),
    });
    expect(below).toMatchObject({ status: 200, code: 1051 });
    // A buy activates on the way down.
    const above = await place(token, {
      ...base,
      side: 'buy',
      triggerBy: 'mark',
      activationPrice: text(Math.round(markTicks() * 1.01)),
    });
    expect(above.code).toBe(1051);
    expect(await openOrders(token)).toEqual([]);
  });

  it('a long’s trailing stop by the last price follows the highest trade and sells exactly 1 % below it', async () => {
    const maker = await trader(t.url);
    const long = await trader(t.url);
    const crowd = await trader(t.url);
    await fund(call, t.url, maker, '50000');
    await fund(call, t.url, long, '5000');
    await fund(call, t.url, crowd, '50000');
    const p0 = markTicks();
    // The long buys 0.010 BTC at p0: the last price is p0.
    const bought = await buyFromMaker(call, maker, long, {
      contractId: BTC,
      price: text(p0),
      quantity: '0.010',
    });
    expect(bought.code).toBe(0);
    // Where the stop's market sell fills once it fires.
    const bid = Math.round(p0 * 0.97);
    expect(
      (await place(maker, { side: 'buy', orderType: 1, quantity: '0.050', price: text(bid) })).code,
    ).toBe(0);

    const answer = await place(long, {
      side: 'sell',
      orderType: 4,
      quantity: '0.010',
      reduceOnly: true,
      callbackRate: '1',
      triggerBy: 'last',
    });
    expect(answer.code, JSON.stringify(answer)).toBe(0);
    const stop = placed.parse(answer.data);
    expect(stop).toMatchObject({
      type: 4,
      orderStatus: 0,
      reduceOnly: true,
      triggerBy: 'last',
      triggerAbove: false,
      callbackRate: '1',
      activationPrice: null,
      // Active at once: 1 % below the last price, rounded down to the tick.
      triggerPrice: text(Math.floor((p0 * 99) / 100)),
    });

    // A trade 1 % higher moves the trail up; the open order shows the new level.
    const p1 = Math.round(p0 * 1.01);
    expect(
      (
        await buyFromMaker(call, maker, crowd, {
          contractId: BTC,
          price: text(p1),
          quantity: '0.002',
        })
      ).code,
    ).toBe(0);
    const trigger = Math.floor((p1 * 99) / 100);
    const [moved] = await openOrders(long);
    expect(moved).toMatchObject({ orderId: stop.orderId, triggerPrice: text(trigger) });
    expect(trigger).toBeGreaterThan(bid);

    /** The crowd bids at `price` and the maker sells into it: the last price becomes `price`. */
    const sellAt = async (price: number) => {
      const resting = await place(crowd, {
        side: 'buy',
        orderType: 1,
        quantity: '0.002',
        price: text(price),
      });
      expect(resting.code).toBe(0);
      const sold = await place(maker, {
        side: 'sell',
        orderType: 1,
        quantity: '0.002',
        price: text(price),
        timeInForce: 'IOC',
      });
      expect(sold.data).toMatchObject({ filledQuantity: '0.002', averagePrice: text(price) });
    };
    // A tick above the level: it holds.
    await sellAt(trigger + 1);
    expect((await openOrders(long)).map((o) => [o.orderId, o.orderStatus])).toEqual([
      [stop.orderId, 0],
    ]);
    // At the level: it fires and sells the long at market into the maker's bid.
    await sellAt(trigger);
    expect(await openOrders(long)).toEqual([]);
    const positions = (await call('future/position/list', long)).data.list as unknown[];
    expect(positions).toEqual([]);
    const row = await historyRow(long, stop.orderId);
    expect(Number(row?.filledQuantity)).toBe(0.01);
    expect(row).toMatchObject({
      type: 4,
      orderStatus: 4,
      averagePrice: text(bid),
      callbackRate: '1',
      activationPrice: null,
      triggerPrice: text(trigger),
    });
    // The book is shared with the next tests: the maker's and the crowd's orders leave it.
    for (const token of [maker, crowd]) await call('future/order/cancelAll', token, {});
  });

  it('a trailing stop by the mark activates at its activation price and fires from the mark the feed sets', async () => {
    const maker = await trader(t.url);
    const long = await trader(t.url);
    await fund(call, t.url, maker, '50000');
    await fund(call, t.url, long, '5000');
    const m = markTicks();
    await buyFromMaker(call, maker, long, { contractId: BTC, price: text(m), quantity: '0.010' });
    await place(maker, {
      side: 'buy',
      orderType: 1,
      quantity: '0.050',
      price: text(Math.round(m * 0.97)),
    });
    const activation = Math.round(m * 1.01);
    const answer = await place(long, {
      side: 'sell',
      orderType: 4,
      quantity: '0.010',
      reduceOnly: true,
      callbackRate: '0.5',
      triggerBy: 'mark',
      activationPrice: text(activation),
    });
    expect(answer.code, JSON.stringify(answer)).toBe(0);
    const stop = placed.parse(answer.data);
    // Waiting for its activation price: no trigger level yet.
    expect(stop).toMatchObject({
      callbackRate: '0.5',
      activationPrice: text(activation),
      triggerPrice: null,
    });
    // The mark jumps 2 % (as the price feed sends it): past the activation, the trail starts
    // there; the feed's next mark, back near m, is below the level and fires it.
    const high = Math.round(m * 1.02);
    const applied = host().submit({
      kind: 'setPrices',
      ts: Date.now(),
      contractId: BTC,
      indexPrice: high,
      markPrice: high,
    });
    await applied?.durable;
    const level = Math.floor((high * 9950) / 10_000);
    const row = await historyRow(long, stop.orderId);
    expect(row).toMatchObject({
      orderStatus: 4,
      triggerBy: 'mark',
      triggerPrice: text(level),
      callbackRate: '0.5',
      activationPrice: text(activation),
    });
    expect(Number(row?.filledQuantity)).toBe(0.01);
    // At market: the best bid then, the maker's or a better one of another test's users.
    expect(ticks(row?.averagePrice ?? '0')).toBeGreaterThanOrEqual(Math.round(m * 0.97));
    expect(ticks(row?.averagePrice ?? '0')).toBeLessThanOrEqual(level);
    await call('future/order/cancelAll', maker, {});
  });

  it('Binance’s TRAILING_STOP_MARKET places one with callbackRate and activationPrice', async () => {
    const me = await binanceTrader(t.url, '2000');
    const fapi = async (method: 'GET' | 'POST', path: string, query: Record<string, string>) => {
      const request = signRequest(t.url, `/fapi${path}`, me.key, { method, query });
      const response = await fetch(request.url, request.init);
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    const activation = text(Math.round(markTicks() * 1.02));
    const withoutRate = {
      symbol: 'BTCUSDT',
      side: 'SELL',
      type: 'TRAILING_STOP_MARKET',
      quantity: '0.002',
      workingType: 'MARK_PRICE',
    };
    const trailing = { ...withoutRate, callbackRate: '1.5' };
    const ok = await fapi('POST', '/v1/order', { ...trailing, activationPrice: activation });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body).toMatchObject({
      type: 'TRAILING_STOP_MARKET',
      origType: 'TRAILING_STOP_MARKET',
      status: 'NEW',
      side: 'SELL',
      activatePrice: activation,
      priceRate: '1.5',
      workingType: 'MARK_PRICE',
      stopPrice: '0',
    });
    const algo = await fapi('GET', '/v1/openAlgoOrders', { symbol: 'BTCUSDT' });
    expect(algo.body).toEqual([
      expect.objectContaining({
        orderType: 'TRAILING_STOP_MARKET',
        activatePrice: activation,
        callbackRate: '1.5',
      }),
    ]);
    // Binance's refusals: the rate is required, a stop price is not taken, an activation price
    // already reached would trigger at once, a stop order takes no callback rate.
    expect((await fapi('POST', '/v1/order', withoutRate)).body).toMatchObject({ code: -1102 });
    expect(
      (await fapi('POST', '/v1/order', { ...trailing, stopPrice: activation })).body,
    ).toMatchObject({ code: -1106 });
    expect(
      (
        await fapi('POST', '/v1/order', {
          ...trailing,
          activationPrice: text(Math.round(markTicks() * 0.98)),
        })
      ).body,
    ).toMatchObject({ code: -2021 });
    expect(
      (
        await fapi('POST', '/v1/order', {
          ...trailing,
          type: 'STOP_MARKET',
          stopPrice: text(Math.round(markTicks() * 0.98)),
        })
      ).body,
    ).toMatchObject({ code: -1106 });
    const answer: Answer = await call('future/order/cancelAll', me.token, {});
    expect(answer.code).toBe(0);
  });
});
