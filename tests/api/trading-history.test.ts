import { z } from 'zod';
import * as zm from 'zod/mini';
import {
  wireFillSchema,
  wireLiquidationSchema,
  wireOrderSchema,
  wireTradeSchema,
} from '../../lib/contract/wire/match-schemas';
import { feeOf, formatUsdt, usdt, type Command, type PlaceOrderCommand } from '../../server/engine';
import { drivers, startTestServer, useServerWorkspace, type TestServer } from './harness';
import {
  contractConfig,
  engineHost,
  fund,
  futures,
  trader,
  TRADING_SERVER_ENV,
  userIdOf,
  type Answer,
} from './trading-client';

/**
 * The private futures histories (issue 12) against the real server, engine and read model, on
 * PGlite and PostgreSQL: finished orders, one order in detail, fills, PnL by day, liquidations and
 * funding, each only the caller's, newest first, by page. The fixtures place orders through the
 * engine (exact prices in ticks, no rounding of the order route in between); every read goes over
 * HTTP.
 */

const BTC = 1;
const DAY_MS = 86_400_000;
const decimal = z.string().regex(/^-?\d+(\.\d+)?$/, 'a decimal string');
const id = z.number().int().positive();
const ms = z.number().int().nonnegative();

/**
 * The order shape of `future/order/open` (the 3004 wire), which finished orders keep: exactly the
 * contract's (lib/contract/wire/match-schemas).
 */
const order = zm.strictObject(wireOrderSchema.shape);
type Order = zm.infer<typeof order>;
const orderPage = z.object({ list: z.array(order), nextCursor: id.nullable() }).strict();

/** A fill of an order's detail and a trade history row: exactly the contract's. */
const fill = zm.strictObject(wireFillSchema.shape);
const orderDetail = z
  .object({
    order,
    fills: z.array(fill),
    totalFee: decimal,
    realizedPnl: decimal.nullable(),
    children: z.array(order),
  })
  .strict();
const trade = zm.strictObject(wireTradeSchema.shape);
const tradePage = z.object({ list: z.array(trade), nextCursor: id.nullable() }).strict();
const pnlFigures = { realizedPnl: decimal, fees: decimal, funding: decimal, net: decimal };
const pnlHistory = z
  .object({
    range: z.enum(['1d', '1w', '1m']),
    from: ms,
    to: ms,
    list: z.array(z.object({ day: ms, ...pnlFigures }).strict()),
    total: z.object(pnlFigures).strict(),
  })
  .strict();
const liquidation = zm.strictObject(wireLiquidationSchema.shape);
const liquidationPage = z
  .object({ list: z.array(liquidation), nextCursor: id.nullable() })
  .strict();
const fundingPage = z
  .object({
    list: z.array(
      z
        .object({
          positionId: id,
          contractId: id,
          accountType: z.number().int().nullable(),
          direction: z.number().int().nullable(),
          fundingTime: ms,
          positionQuantity: decimal,
          fundingRate: decimal,
          markPrice: decimal,
          funding: decimal,
        })
        .strict(),
    ),
    nextCursor: z.string().nullable(),
  })
  .strict();

/** Reads until `done` holds (the read model is written in batches, about once a second). */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string) {
  let value = await read();
  for (let i = 0; i < 50 && !done(value); i++) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    value = await read();
  }
  if (!done(value)) throw new Error(`${what}: not there after 10 s: ${JSON.stringify(value)}`);
  return value;
}

type Placed = Omit<PlaceOrderCommand, 'kind' | 'ts' | 'accountType' | 'contractId' | 'type'> &
  Partial<Pick<PlaceOrderCommand, 'type'>>;

/** Traders, BTC orders through the engine and reads over HTTP against the server of `current`. */
function historyFixture(current: () => TestServer) {
  const host = () => engineHost(current());
  const btc = () => contractConfig(current(), BTC);
  /** A call, waited out and sent again when it met the per-user limit (20 reads a second). */
  const call: ReturnType<typeof futures> = async (path, token, body) => {
    for (let attempt = 0; ; attempt++) {
      const answer = await futures(current().url)(path, token, body);
      if (answer.status !== 429 || attempt === 3) return answer;
      const seconds = Number(answer.headers.get('retry-after') ?? '1');
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    }
  };
  const mark = () => host().state.contracts.get(BTC)?.markPrice ?? 0;

  async function submit(command: Command): Promise<number | undefined> {
    const applied = host().submit(command);
    const refused = applied && !applied.result.ok ? applied.result.code : undefined;
    expect(applied?.result.ok, `${command.kind} refused with ${refused}`).toBe(true);
    await applied?.durable;
    return applied?.result.ok ? applied.result.orderId : undefined;
  }

  /** Traders of the running test: their orders leave the book when it ends. */
  let traders: string[] = [];
  afterEach(async () => {
    for (const token of traders) await call('future/order/cancelAll', token, {});
    traders = [];
  });

  const read = async <S extends z.ZodType>(schema: S, path: string, token: string) => {
    const answer = await call(path, token);
    expect(answer, path).toMatchObject({ status: 200, code: 0 });
    return schema.parse(answer.data);
  };

  return {
    host,
    call,
    mark,
    submit,
    read,
    /** As `read`, for something the read model has yet to receive (404 meanwhile). */
    readSoon: async <S extends z.ZodType>(schema: S, path: string, token: string) => {
      const answer = await call(path, token);
      return answer.status === 404 ? undefined : schema.parse(answer.data);
    },
    /** Waits for the price feed's first mark. */
    async markSet() {
      for (let i = 0; i < 100 && !mark(); i++) await new Promise((r) => setTimeout(r, 100));
    },
    /** A BTC order of the futures account (a GTC limit unless told otherwise). */
    async place(o: Placed): Promise<number> {
      const orderId = await submit({
        kind: 'placeOrder',
        ts: Date.now(),
        accountType: 1,
        contractId: BTC,
        type: 1,
        tif: 'GTC',
        ...o,
      });
      if (orderId === undefined) throw new Error('no order id');
      return orderId;
    },
    /** A trader with `amount` USDT in the futures account, and their user id. */
    async funded(amount = '5000'): Promise<{ token: string; userId: number }> {
      const { url } = current();
      const token = await trader(url);
      await fund(futures(url), url, token, amount);
      traders.push(token);
      return { token, userId: await userIdOf(url, token) };
    },
    /** A price of BTC in ticks (0.1) as the API writes it. */
    text: (ticks: number) => `${Math.floor(ticks / 10)}.${ticks % 10}`,
    /** Money of `lots × ticks` at BTC's value per lot and tick, as the API writes it. */
    value: (lotTicks: number) => formatUsdt(BigInt(lotTicks) * btc().valuePerLotTick),
    fee: (lots: number, ticks: number, role: 'maker' | 'taker') =>
      feeOf(
        BigInt(lots) * BigInt(ticks) * btc().valuePerLotTick,
        role === 'maker' ? btc().makerFeeRate : btc().takerFeeRate,
      ),
  };
}

describe.each(drivers)('private futures history API on $name', (driver) => {
  let t: TestServer;
  const f = historyFixture(() => t);
  const { call, mark, submit, read, readSoon, place, funded, text, value, fee } = f;
  beforeAll(async () => {
    t = await startTestServer(driver, TRADING_SERVER_ENV);
    await f.markSet();
  }, 180_000);
  afterAll(async () => {
    await t?.stop();
  });

  it('lists the caller’s finished orders newest first, by page, in the open-order shape', async () => {
    const maker = await funded();
    const taker = await funded();
    const stranger = await funded();
    const m = mark();
    const bids = [];
    for (const offset of [10, 20, 30])
      bids.push(await place({ userId: maker.userId, side: 'buy', qty: 2, price: m - offset }));
    const [best, second, third] = bids as [number, number, number];
    // The taker sells 5 lots down to m − 20: fills the two best bids, the last lot is cancelled.
    const sold = await place({
      userId: taker.userId,
      side: 'sell',
      qty: 5,
      price: m - 20,
      tif: 'IOC',
    });
    const open = await read(orderPage, 'future/order/open', maker.token);
    expect(open.list.map((o) => o.orderId)).toEqual([third]);
    expect((await call('future/order/cancel', maker.token, { orderId: third })).code).toBe(0);

    const all = await eventually(
      () => read(orderPage, 'future/order/history', maker.token),
      (p) => p.list.length === 3,
      'three finished orders',
    );
    expect(all.list.map((o) => o.orderId)).toEqual([third, second, best]);
    expect(all.nextCursor).toBeNull();
    expect(all.list.map((o) => o.orderStatus)).toEqual([5, 4, 4]);
    const filled = all.list[2] as Order;
    expect(filled).toMatchObject({
      contractId: BTC,
      accountType: 1,
      type: 1,
      side: 'buy',
      tif: 'GTC',
      price: text(m - 10),
      quantity: '0.002',
      filledQuantity: '0.002',
      averagePrice: text(m - 10),
      fee: formatUsdt(fee(2, m - 10, 'maker')),
      reduceOnly: false,
      source: 'user',
      clientOrderId: null,
      parentOrderId: null,
    });
    // The same fields as an open order, no more and no fewer (a trailing stop's two are only
    // on trailing stops: tests/api/trailing-stop.test.ts; a scaled order's group only on its
    // open orders: tests/api/order-batch.test.ts; a TP/SL pair's link only on its waiting legs:
    // tests/api/position-tpsl-partial.test.ts).
    const onSomeOnly = new Set([
      'callbackRate',
      'activationPrice',
      'groupId',
      'ocoOrderId',
      'closePosition',
    ]);
    expect(Object.keys(filled).sort()).toEqual(
      Object.keys(order.shape)
        .filter((key) => !onSomeOnly.has(key))
        .sort(),
    );

    const first = await read(orderPage, 'future/order/history?limit=2', maker.token);
    expect(first.list.map((o) => o.orderId)).toEqual([third, second]);
    expect(first.nextCursor).toBe(second);
    const rest = await read(
      orderPage,
      `future/order/history?limit=2&cursor=${second}`,
      maker.token,
    );
    expect(rest).toMatchObject({ list: [{ orderId: best }], nextCursor: null });

    const taken = await read(orderPage, 'future/order/history', taker.token);
    expect(taken.list).toHaveLength(1);
    expect(taken.list[0]).toMatchObject({
      orderId: sold,
      orderStatus: 6,
      side: 'sell',
      tif: 'IOC',
      quantity: '0.005',
      filledQuantity: '0.004',
      averagePrice: text(m - 15),
    });

    // Filters: contract, account type, creation time.
    const none = { list: [], nextCursor: null };
    const createdAt = filled.createdAt;
    for (const query of [
      'contractId=2',
      'accountType=10',
      `from=${Date.now() + 60_000}`,
      `to=${createdAt}`,
    ])
      expect((await call(`future/order/history?${query}`, maker.token)).data, query).toEqual(none);
    const since = await read(orderPage, `future/order/history?from=${createdAt}`, maker.token);
    expect(since.list).toHaveLength(3);
    // Nobody else sees any of it.
    expect((await call('future/order/history', stranger.token)).data).toEqual(none);
  });

  it('shows one order with its fills, fees and TP/SL orders, by order id or client order id', async () => {
    const maker = await funded();
    const taker = await funded();
    const stranger = await funded();
    const m = mark();
    const ask = await place({ userId: maker.userId, side: 'sell', qty: 6, price: m + 10 });
    const bought = await place({
      userId: taker.userId,
      side: 'buy',
      qty: 4,
      price: m + 10,
      clientOrderId: 'history-detail-1',
      tp: { triggerPrice: m + 500 },
      sl: { triggerPrice: m - 500, price: m - 510 },
    });

    const found = await eventually(
      () => readSoon(orderDetail, `future/order/detail?orderId=${bought}`, taker.token),
      (d) => d?.fills.length === 1,
      'the filled order with its fill',
    );
    const byId = orderDetail.parse(found);
    expect(byId.order).toMatchObject({
      orderId: bought,
      orderStatus: 4,
      clientOrderId: 'history-detail-1',
      filledQuantity: '0.004',
      tpTrigger: text(m + 500),
      tpPrice: null,
      slTrigger: text(m - 500),
      slPrice: text(m - 510),
    });
    const takerFee = formatUsdt(fee(4, m + 10, 'taker'));
    expect(byId.fills).toEqual([
      {
        tradeId: expect.any(Number),
        price: text(m + 10),
        quantity: '0.004',
        fee: takerFee,
        role: 'taker',
        realizedPnl: '0',
        time: expect.any(Number),
      },
    ]);
    expect(byId).toMatchObject({ totalFee: takerFee, realizedPnl: '0' });
    // The preset TP and SL became orders of their own, waiting for their triggers.
    expect(byId.children).toHaveLength(2);
    for (const child of byId.children)
      expect(child).toMatchObject({ parentOrderId: bought, orderStatus: 0, reduceOnly: true });
    expect(byId.children.map((c) => c.triggerPrice).sort()).toEqual(
      [text(m + 500), text(m - 500)].sort(),
    );

    const byClientId = await read(
      orderDetail,
      'future/order/detail?clientOrderId=history-detail-1',
      taker.token,
    );
    expect(byClientId).toEqual(byId);

    // The maker's order is still open: the engine's state, with the maker's side of the fill.
    const resting = await read(orderDetail, `future/order/detail?orderId=${ask}`, maker.token);
    expect(resting.order).toMatchObject({ orderId: ask, orderStatus: 3, filledQuantity: '0.004' });
    expect(resting.fills).toMatchObject([
      { role: 'maker', fee: formatUsdt(fee(4, m + 10, 'maker')), quantity: '0.004' },
    ]);
    expect(resting.children).toEqual([]);

    // Someone else's order answers exactly like one that does not exist.
    for (const [token, query] of [
      [stranger.token, `orderId=${bought}`],
      [stranger.token, 'clientOrderId=history-detail-1'],
      [taker.token, 'orderId=987654321'],
      [taker.token, 'clientOrderId=never-used'],
    ] as const) {
      const refused = await call(`future/order/detail?${query}`, token);
      expect(refused, query).toMatchObject({ status: 404, code: 404, message: 'order not found' });
    }
  });

  it('lists the caller’s fills newest first with side, fee, role and what each realized', async () => {
    const trader1 = await funded();
    const other = await funded();
    const stranger = await funded();
    const m = mark();
    // Long 4 lots at m, then sold into two bids at once: 2 lots at m + 20 and 2 at m + 10.
    await place({ userId: other.userId, side: 'sell', qty: 4, price: m });
    const opened = await place({
      userId: trader1.userId,
      side: 'buy',
      qty: 4,
      price: m,
      tif: 'IOC',
    });
    await place({ userId: other.userId, side: 'buy', qty: 2, price: m + 20 });
    await place({ userId: other.userId, side: 'buy', qty: 2, price: m + 10 });
    const closed = await place({
      userId: trader1.userId,
      side: 'sell',
      qty: 4,
      price: m + 10,
      tif: 'IOC',
    });

    const fills = await eventually(
      () => read(tradePage, 'future/trade/history', trader1.token),
      (p) => p.list.length === 3,
      'three fills',
    );
    expect(fills.nextCursor).toBeNull();
    const [last, middle, firstFill] = fills.list as [
      z.infer<typeof trade>,
      z.infer<typeof trade>,
      z.infer<typeof trade>,
    ];
    expect(last.tradeId).toBeGreaterThan(middle.tradeId);
    expect(middle.tradeId).toBeGreaterThan(firstFill.tradeId);
    expect(firstFill).toMatchObject({
      orderId: opened,
      contractId: BTC,
      accountType: 1,
      side: 'buy',
      orderSide: 'buy',
      price: text(m),
      quantity: '0.004',
      fee: formatUsdt(fee(4, m, 'taker')),
      role: 'taker',
      realizedPnl: '0',
    });
    // One order, two fills: each realized its own price difference.
    expect(middle).toMatchObject({
      orderId: closed,
      side: 'sell',
      price: text(m + 20),
      quantity: '0.002',
      fee: formatUsdt(fee(2, m + 20, 'taker')),
      realizedPnl: value(2 * 20),
    });
    expect(last).toMatchObject({
      orderId: closed,
      price: text(m + 10),
      quantity: '0.002',
      realizedPnl: value(2 * 10),
    });

    // The other side sees the same trades as maker, with the opposite side and its own PnL.
    const mirror = await read(tradePage, 'future/trade/history', other.token);
    expect(mirror.list.map((f) => f.tradeId)).toEqual(fills.list.map((f) => f.tradeId));
    expect(mirror.list.map((f) => [f.role, f.side])).toEqual([
      ['maker', 'buy'],
      ['maker', 'buy'],
      ['maker', 'sell'],
    ]);
    expect(mirror.list.map((f) => f.realizedPnl)).toEqual([value(-2 * 10), value(-2 * 20), '0']);
    expect(mirror.list[2]?.fee).toBe(formatUsdt(fee(4, m, 'maker')));

    // Pages of 2 then 1, without overlap; filters.
    const page1 = await read(tradePage, 'future/trade/history?limit=2', trader1.token);
    expect(page1.list.map((f) => f.tradeId)).toEqual([last.tradeId, middle.tradeId]);
    expect(page1.nextCursor).toBe(middle.tradeId);
    const page2 = await read(
      tradePage,
      `future/trade/history?limit=2&cursor=${page1.nextCursor}`,
      trader1.token,
    );
    expect(page2).toEqual({ list: [firstFill], nextCursor: null });
    const none = { list: [], nextCursor: null };
    for (const query of ['contractId=2', 'accountType=10', `from=${last.time + 1}`])
      expect((await call(`future/trade/history?${query}`, trader1.token)).data, query).toEqual(
        none,
      );
    expect(
      (
        await read(
          tradePage,
          `future/trade/history?accountType=1&to=${last.time + 1}`,
          trader1.token,
        )
      ).list,
    ).toHaveLength(3);
    expect((await call('future/trade/history', stranger.token)).data).toEqual(none);

    // The order in detail adds up its two fills.
    const detail = orderDetail.parse(
      await eventually(
        () => readSoon(orderDetail, `future/order/detail?orderId=${closed}`, trader1.token),
        (d) => d?.fills.length === 2,
        'the closing order',
      ),
    );
    expect(detail.fills.map((f) => f.realizedPnl)).toEqual([value(40), value(20)]);
    expect(detail.realizedPnl).toBe(value(60));
    expect(detail.totalFee).toBe(formatUsdt(fee(2, m + 20, 'taker') + fee(2, m + 10, 'taker')));

    // Today's PnL: what the fills realized, less their fees; nothing for the stranger.
    const fees = fee(4, m, 'taker') + fee(2, m + 20, 'taker') + fee(2, m + 10, 'taker');
    const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
    const week = await eventually(
      () => read(pnlHistory, 'future/pnl/history?range=1w', trader1.token),
      (h) => h.total.realizedPnl === value(60),
      'the realized PnL of the day',
    );
    expect(week.list).toHaveLength(7);
    expect(week.list.map((d) => d.day)).toEqual(
      Array.from({ length: 7 }, (_, i) => today - i * DAY_MS),
    );
    const expected = {
      realizedPnl: value(60),
      fees: formatUsdt(fees),
      funding: '0',
      net: formatUsdt(usdt(value(60)) - fees),
    };
    expect(week.list[0]).toEqual({ day: today, ...expected });
    expect(week.list.slice(1).every((d) => d.net === '0' && d.realizedPnl === '0')).toBe(true);
    expect(week.total).toEqual(expected);
    const oneDay = await read(pnlHistory, 'future/pnl/history?range=1d', trader1.token);
    expect(oneDay).toMatchObject({ range: '1d', from: today, list: [{ day: today, ...expected }] });
    expect(
      (await read(pnlHistory, 'future/pnl/history?range=1m', trader1.token)).list,
    ).toHaveLength(30);
    expect(
      (await read(pnlHistory, 'future/pnl/history?range=1d&accountType=10', trader1.token)).total,
    ).toEqual({ realizedPnl: '0', fees: '0', funding: '0', net: '0' });
    expect((await read(pnlHistory, 'future/pnl/history?range=1d', stranger.token)).total).toEqual({
      realizedPnl: '0',
      fees: '0',
      funding: '0',
      net: '0',
    });
  });

  it('needs a session, and answers a bad query with 400 naming the field', async () => {
    const { token } = await funded('100');
    for (const path of [
      'future/order/history',
      'future/order/detail?orderId=1',
      'future/trade/history',
      'future/pnl/history',
      'future/liquidation/history',
      'future/funding/history',
    ])
      expect((await call(path, undefined)).status, path).toBe(401);
    for (const [path, field] of [
      ['future/order/history?contractId=999', 'contractId'],
      ['future/order/history?limit=501', 'limit'],
      ['future/trade/history?cursor=x', 'cursor'],
      ['future/trade/history?accountType=2', 'accountType'],
      ['future/liquidation/history?from=-1', 'from'],
      ['future/funding/history?cursor=12', 'cursor'],
      ['future/order/detail', 'orderId'],
      ['future/order/detail?orderId=1&clientOrderId=a', 'orderId'],
      ['future/order/detail?clientOrderId=no%20spaces', 'clientOrderId'],
      ['future/pnl/history?range=2d', 'range'],
    ] as const) {
      const answer: Answer = await call(path, token);
      expect(answer.status, path).toBe(400);
      expect(answer.message, path).toContain(field);
    }
  });

  it('records a liquidation with the spec’s fields, only for its owner', async () => {
    const victim = await funded('200');
    const buyer = await funded();
    const stranger = await funded();
    // Isolated at 50x: 2 % of margin, so a 4 % fall of the mark liquidates the position.
    for (const [path, body] of [
      ['future/marginMode', { contractId: BTC, isolated: true }],
      ['future/leverage', { contractId: BTC, leverage: 50 }],
    ] as const)
      expect((await call(path, victim.token, body)).code, path).toBe(0);
    const m = mark();
    await place({ userId: buyer.userId, side: 'sell', qty: 10, price: m });
    await place({ userId: victim.userId, side: 'buy', qty: 10, price: m, tif: 'IOC' });
    const low = Math.floor(m * 0.96);
    await submit({
      kind: 'setPrices',
      ts: Date.now(),
      contractId: BTC,
      indexPrice: low,
      markPrice: low,
    });
    await submit({
      kind: 'setPrices',
      ts: Date.now(),
      contractId: BTC,
      indexPrice: m,
      markPrice: m,
    });

    const records = await eventually(
      () => read(liquidationPage, 'future/liquidation/history', victim.token),
      (p) => p.list.length > 0,
      'the liquidation record',
    );
    const [record] = records.list;
    expect(record).toMatchObject({
      contractId: BTC,
      accountType: 1,
      isolated: true,
      hedge: false,
      direction: 1,
      entryPrice: text(m),
      positionQuantity: '0.01',
      triggerPrice: text(low),
    });
    expect(['Liquidate', 'Bankrupt']).toContain(record?.type);
    expect(records.nextCursor).toBeNull();
    const none = { list: [], nextCursor: null };
    for (const query of ['contractId=2', 'accountType=10', `from=${(record?.time ?? 0) + 1}`])
      expect((await call(`future/liquidation/history?${query}`, victim.token)).data).toEqual(none);
    expect((await call('future/liquidation/history', stranger.token)).data).toEqual(none);
    // The other side of the trade only shows a record when the fund could not take the position
    // and its profitable short was deleveraged (ADL).
    const counterparty = await read(liquidationPage, 'future/liquidation/history', buyer.token);
    for (const r of counterparty.list) expect(r).toMatchObject({ type: 'ADL', direction: 2 });
  });

  // Last: settling funding moves the engine's clock to the next funding time.
  it('shows funding paid and received per position, newest first, and in the PnL of its day', async () => {
    const long = await funded();
    const short = await funded();
    const m = mark();
    await place({ userId: short.userId, side: 'sell', qty: 4, price: m });
    await place({ userId: long.userId, side: 'buy', qty: 4, price: m, tif: 'IOC' });
    const contract = f.host().state.contracts.get(BTC);
    if (!contract) throw new Error('no BTC');
    // The engine learns its first funding time at its first tick (the server ticks every second).
    if (contract.nextFundingTime === 0) await submit({ kind: 'tick', ts: Date.now() });
    const settled: number[] = [];
    for (let i = 0; i < 2; i++) {
      const at = contract.nextFundingTime;
      await submit({ kind: 'tick', ts: at });
      settled.push(at);
    }

    const paid = await eventually(
      () => read(fundingPage, 'future/funding/history', long.token),
      (p) => p.list.length === 2,
      'two funding payments',
    );
    expect(paid.list.map((p) => p.fundingTime)).toEqual([...settled].reverse());
    const rate = paid.list[0]?.fundingRate ?? '0';
    expect(Number(rate)).not.toBe(0);
    for (const p of paid.list)
      expect(p).toMatchObject({
        contractId: BTC,
        accountType: 1,
        direction: 1,
        positionQuantity: '0.004',
      });
    const received = await read(fundingPage, 'future/funding/history', short.token);
    // What one side paid the other received (the wallet's view: received positive).
    expect(received.list.map((p) => usdt(p.funding))).toEqual(
      paid.list.map((p) => -usdt(p.funding)),
    );
    expect(usdt(paid.list[0]?.funding ?? '0') < 0n).toBe(Number(rate) > 0);

    const first = await read(fundingPage, 'future/funding/history?limit=1', long.token);
    expect(first.list).toEqual(paid.list.slice(0, 1));
    expect(first.nextCursor).toMatch(/^\d+:\d+$/);
    const second = await read(
      fundingPage,
      `future/funding/history?limit=1&cursor=${first.nextCursor}`,
      long.token,
    );
    expect(second).toEqual({ list: paid.list.slice(1), nextCursor: null });
    const none = { list: [], nextCursor: null };
    for (const query of ['contractId=2', 'accountType=10', `from=${(settled[1] ?? 0) + 1}`])
      expect((await call(`future/funding/history?${query}`, long.token)).data).toEqual(none);

    // The PnL history counts the funding on the (UTC) day it was settled, if that is in range.
    const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
    const onToday = paid.list
      .filter((p) => Math.floor(p.fundingTime / DAY_MS) * DAY_MS === today)
      .reduce((sum, p) => sum + usdt(p.funding), 0n);
    const pnl = await eventually(
      () => read(pnlHistory, 'future/pnl/history?range=1d', long.token),
      (h) => h.total.funding === formatUsdt(onToday),
      'the funding in the PnL history',
    );
    expect(pnl.total.net).toBe(formatUsdt(onToday - usdt(pnl.total.fees)));
  });
});

describe.each(drivers)('PnL and fill history across a restart on $name', (driver) => {
  let t: TestServer;
  const f = historyFixture(() => t);
  // Removed after the server stops (after-all hooks run last registered first).
  const workspace = useServerWorkspace(driver);
  afterAll(async () => {
    await t?.stop();
  });

  it('counts what a position realized before the restart once, and the fills after it exactly', async () => {
    t = await startTestServer(driver, TRADING_SERVER_ENV, workspace.reuse());
    await f.markSet();
    const holder = await f.funded();
    const other = await f.funded();
    const m = f.mark();
    // Long 6 lots at m; 2 sold 10 ticks up before the restart, 4 sold 30 and 20 up after it.
    await f.place({ userId: other.userId, side: 'sell', qty: 6, price: m });
    await f.place({ userId: holder.userId, side: 'buy', qty: 6, price: m, tif: 'IOC' });
    await f.place({ userId: other.userId, side: 'buy', qty: 2, price: m + 10 });
    await f.place({ userId: holder.userId, side: 'sell', qty: 2, price: m + 10, tif: 'IOC' });
    const before = f.value(2 * 10);
    await eventually(
      () => f.read(pnlHistory, 'future/pnl/history?range=1d', holder.token),
      (h) => h.total.realizedPnl === before,
      'the realized PnL before the restart',
    );
    await t.stop();

    t = await startTestServer(driver, TRADING_SERVER_ENV, workspace.reuse());
    await f.markSet();
    await f.place({ userId: other.userId, side: 'buy', qty: 2, price: m + 30 });
    await f.place({ userId: other.userId, side: 'buy', qty: 2, price: m + 20 });
    const closed = await f.place({
      userId: holder.userId,
      side: 'sell',
      qty: 4,
      price: m + 20,
      tif: 'IOC',
    });
    const total = f.value(2 * 10 + 2 * 30 + 2 * 20);
    const day = await eventually(
      () => f.read(pnlHistory, 'future/pnl/history?range=1d', holder.token),
      (h) => h.total.realizedPnl !== before,
      'the realized PnL after the restart',
    );
    expect(day.total.realizedPnl).toBe(total);
    const fills = await eventually(
      () => f.read(tradePage, 'future/trade/history', holder.token),
      (p) => p.list.length === 4,
      'the fills after the restart',
    );
    expect(fills.list.map((x) => [x.price, x.realizedPnl])).toEqual([
      [f.text(m + 20), f.value(2 * 20)],
      [f.text(m + 30), f.value(2 * 30)],
      [f.text(m + 10), f.value(2 * 10)],
      [f.text(m), '0'],
    ]);
    expect(fills.list[0]?.orderId).toBe(closed);
  });
});
