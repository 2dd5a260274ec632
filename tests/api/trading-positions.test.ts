import type { Socket } from 'socket.io-client';
import { z } from 'zod';
import * as zm from 'zod/mini';
import { wireCloseRefusalSchema, wirePositionSchema } from '../../lib/contract/wire/match-schemas';
import {
  formatUsdt,
  initialMargin,
  notionalOf,
  priceToTicks,
  quantityToLots,
  usdt,
  type OrderSide,
} from '../../server/engine';
import { BUY } from '../../server/engine/order-book';
import type { EngineHost } from '../../server/engine-runtime/engine-host';
import { positionList } from '../../server/services/trading/live-views';
import { drivers, startTestServer, type TestServer } from './harness';
import { accountIndicatorFrame } from './exchange-schemas';
import { connectClient, send, subscribeBody, until } from './live-client';
import {
  engineHost,
  futures,
  trader,
  TRADING_SERVER_ENV,
  userIdOf,
  whileRestricted,
} from './trading-client';

/**
 * What a trader does with an open position through the private futures API (TP/SL, margin, close,
 * close all, reverse) against the real server and engine, on PGlite and PostgreSQL: the answers,
 * what the position list shows afterwards, the match frames that follow, and every refusal.
 * Positions are opened through the engine (the order API is another piece of work); a maker
 * user rests orders on both sides so market closes have a counterparty.
 */

const decimal = z.string().regex(/^-?\d+(\.\d+)?$/);
/**
 * A row of the position list: the contract's position (lib/contract/wire/match-schemas, what 3012
 * frames carry) and the margin an isolated position can give back; any other field fails.
 */
const positionRow = zm.strictObject({
  ...wirePositionSchema.shape,
  maxRemovableMargin: zm.nullable(zm.string()),
});
/** A 3012 frame's row: exactly the contract's position. */
const framePositionRow = zm.strictObject(wirePositionSchema.shape);
type PositionRow = zm.infer<typeof positionRow>;
const order = z.object({
  orderId: z.number().int().positive(),
  contractId: z.number().int(),
  type: z.number().int(),
  side: z.string(),
  price: decimal.nullable(),
  quantity: decimal,
  filledQuantity: decimal,
  orderStatus: z.number().int(),
  reduceOnly: z.boolean(),
});
const orderList = z.object({ list: z.array(order) });

interface Frame {
  type: number;
  data: Record<string, unknown>[];
}

describe.each(drivers)('position actions of the private futures API on $name', (driver) => {
  let t: TestServer;
  let host: EngineHost;
  let call: ReturnType<typeof futures>;
  let makerId: number;

  beforeAll(async () => {
    t = await startTestServer(driver, TRADING_SERVER_ENV);
    call = futures(t.url);
    host = engineHost(t);
    makerId = await userIdOf(t.url, await trader(t.url));
    await fund(makerId, '200000');
  }, 180_000);
  afterAll(async () => {
    await t?.stop();
  });

  /** Money straight into a futures account (the maker needs more than a day of demo deposits). */
  async function fund(userId: number, amount: string): Promise<void> {
    const ts = Date.now();
    host.submit({ kind: 'deposit', ts, userId, amount: usdt(amount) });
    await host.submit({ kind: 'transfer', ts, userId, from: 'spot', to: 1, amount: usdt(amount) })
      ?.durable;
  }

  function mark(contractId: number): number {
    return host.state.contracts.get(contractId)?.markPrice ?? 0;
  }

  /** The maker rests a GTC limit order of `lots` at `price` (ticks) through the engine. */
  async function makerRests(
    contractId: number,
    side: 'buy' | 'sell',
    lots: number,
    price: number,
  ): Promise<void> {
    const placed = host.submit({
      kind: 'placeOrder',
      ts: Date.now(),
      userId: makerId,
      accountType: 1,
      contractId,
      type: 1,
      side,
      qty: lots,
      price,
      tif: 'GTC',
    });
    expect(placed?.result.ok, `maker ${side}`).toBe(true);
    await placed?.durable;
  }

  /** `userId` takes `lots` at market through the engine, against what rests. */
  async function atMarket(userId: number, contractId: number, side: OrderSide, lots: number) {
    const placed = host.submit({
      kind: 'placeOrder',
      ts: Date.now(),
      userId,
      accountType: 1,
      contractId,
      type: 3,
      side,
      qty: lots,
    });
    expect(placed?.result, `open ${side}`).toMatchObject({ ok: true });
    await placed?.durable;
  }

  /** The maker rests `lots` on each side, a few ticks from the mark: counterparties for market orders. */
  async function liquidity(contractId = 1, lots = 40): Promise<void> {
    const m = mark(contractId);
    await makerRests(contractId, 'buy', lots, m - 5);
    await makerRests(contractId, 'sell', lots, m + 5);
  }

  /** A trader with futures money and a position opened at market through the engine. */
  async function withPosition(
    side: OrderSide,
    lots: number,
    options: { contractId?: number; isolated?: boolean; hedge?: boolean } = {},
  ) {
    const contractId = options.contractId ?? 1;
    const token = await trader(t.url);
    const userId = await userIdOf(t.url, token);
    await fund(userId, '5000');
    if (options.isolated)
      expect((await call('future/marginMode', token, { contractId, isolated: true })).code).toBe(0);
    if (options.hedge)
      expect((await call('future/positionMode', token, { hedge: true })).code).toBe(0);
    await opened(userId, side, lots, contractId);
    return { token, userId };
  }

  async function opened(userId: number, side: OrderSide, lots: number, contractId = 1) {
    await liquidity(contractId);
    await atMarket(userId, contractId, side, lots);
  }

  async function positions(token: string): Promise<PositionRow[]> {
    const answer = await call('future/position/list', token);
    return z.object({ list: z.array(positionRow) }).parse(answer.data).list;
  }

  async function onlyPosition(token: string): Promise<PositionRow> {
    const list = await positions(token);
    expect(list).toHaveLength(1);
    return list[0] as PositionRow;
  }

  /** A socket signed in as the trader and subscribed to `match`, collecting the frames. */
  async function matchFrames(token: string): Promise<{ socket: Socket; frames: Frame[] }> {
    const socket = await connectClient(t.url);
    const frames: Frame[] = [];
    socket.on('match', (frame: Frame) => frames.push(frame));
    expect((await send(socket, 1001, { token })).code).toBe(0);
    expect((await send(socket, 1003, subscribeBody('match'))).code).toBe(0);
    return { socket, frames };
  }

  /** Waits for a frame row; every position frame so far must be exactly the contract's rows. */
  async function framed(
    socket: Socket,
    frames: Frame[],
    type: number,
    test: (row: Record<string, unknown>) => boolean,
    what: string,
  ) {
    await until(
      socket,
      ['match'],
      () => frames.some((f) => f.type === type && f.data.some(test)),
      2000,
      what,
    );
    for (const frame of frames) {
      if (frame.type === 3012) for (const row of frame.data) framePositionRow.parse(row);
    }
  }

  it('needs a session for every position action (401)', async () => {
    for (const path of ['tpsl', 'margin', 'close', 'closeAll', 'reverse']) {
      const answer = await call(`future/position/${path}`, undefined, { contractId: 1 });
      expect(answer.status, path).toBe(401);
      expect(answer.success).toBe(false);
    }
  });

  it('sets, changes and removes the TP and SL of a position, each alone, and pushes them', async () => {
    const { token } = await withPosition('buy', 4);
    const before = await onlyPosition(token);
    const entry = Number(before.entryPrice);
    const { socket, frames } = await matchFrames(token);
    try {
      const tp = (entry + 1000).toFixed(1);
      const sl = (entry - 1000).toFixed(1);
      const set = await call('future/position/tpsl', token, {
        contractId: 1,
        tp: { triggerPrice: tp },
        sl: { triggerPrice: sl, triggerBy: 'last', price: (entry - 1010).toFixed(1) },
      });
      expect(set).toMatchObject({ code: 0, success: true });
      expect(positionRow.parse(set.data)).toMatchObject({
        positionId: before.positionId,
        tpTrigger: tp,
        slTrigger: sl,
      });
      await framed(
        socket,
        frames,
        3016,
        (o) => o.triggerPrice === tp && o.source === 'tpsl',
        'the TP order (3016)',
      );
      await framed(
        socket,
        frames,
        3016,
        (o) => o.triggerPrice === sl && o.slPrice === null && o.price === (entry - 1010).toFixed(1),
        'the SL order with its limit price (3016)',
      );
      await framed(
        socket,
        frames,
        3012,
        (p) => p.positionId === before.positionId && p.tpTrigger === tp,
        'the position with its TP (3012)',
      );

      // Only the SL moves; the TP stays.
      const sl2 = (entry - 500).toFixed(1);
      expect(
        (await call('future/position/tpsl', token, { contractId: 1, sl: { triggerPrice: sl2 } }))
          .code,
      ).toBe(0);
      expect(await onlyPosition(token)).toMatchObject({ tpTrigger: tp, slTrigger: sl2 });
      // null removes the TP; the SL stays.
      const removed = await call('future/position/tpsl', token, {
        contractId: 1,
        side: 'long',
        tp: null,
      });
      expect(removed.data).toMatchObject({ tpTrigger: null, slTrigger: sl2 });
      expect(await onlyPosition(token)).toMatchObject({ tpTrigger: null, slTrigger: sl2 });
      await framed(
        socket,
        frames,
        3016,
        (o) => o.triggerPrice === tp && o.orderStatus === 5,
        'the TP order cancelled (3016)',
      );
    } finally {
      socket.disconnect();
    }
  });

  it('refuses an unreasonable TP/SL (1051) and changes nothing', async () => {
    const { token } = await withPosition('buy', 2);
    const entry = Number((await onlyPosition(token)).entryPrice);
    for (const body of [
      { tp: { triggerPrice: (entry - 100).toFixed(1) } }, // a long's TP below its entry
      { sl: { triggerPrice: (entry + 100).toFixed(1) } }, // a long's SL above its entry
    ]) {
      const answer = await call('future/position/tpsl', token, { contractId: 1, ...body });
      expect(answer).toMatchObject({
        status: 200,
        code: 1051,
        message: 'unreasonable trigger price',
      });
    }
    expect(await onlyPosition(token)).toMatchObject({ tpTrigger: null, slTrigger: null });
  });

  it('adds and removes isolated margin, shows the maximum removable, and refuses beyond it', async () => {
    const { token, userId } = await withPosition('sell', 4, { isolated: true });
    const config = host.config(1);
    if (!config) throw new Error('no BTC config');
    const before = await onlyPosition(token);
    expect(before.isolated).toBe(true);
    const { socket, frames } = await matchFrames(token);
    try {
      const added = await call('future/position/margin', token, {
        contractId: 1,
        amount: '50',
        type: 'add',
      });
      expect(added.code).toBe(0);
      const afterAdd = positionRow.parse(added.data);
      expect(usdt(afterAdd.margin)).toBe(usdt(before.margin) + usdt('50'));
      await framed(
        socket,
        frames,
        3012,
        (p) => p.positionId === before.positionId && p.margin === afterAdd.margin,
        'the new margin (3012)',
      );

      // The maximum is the engine's limit: margin + unrealized loss − initial margin at the mark.
      const listed = await onlyPosition(token);
      const upnl = usdt(listed.upnl);
      const im = initialMargin(
        notionalOf(
          Math.abs(quantityToLots(config, listed.size)),
          priceToTicks(config, listed.markPrice),
          config.valuePerLotTick,
        ),
        listed.leverage,
      );
      const expected = usdt(listed.margin) + (upnl < 0n ? upnl : 0n) - im;
      expect(listed.maxRemovableMargin).toBe(formatUsdt(expected > 0n ? expected : 0n));
      expect(expected).toBeGreaterThan(usdt('30'));

      const reduced = await call('future/position/margin', token, {
        contractId: 1,
        side: 'short',
        amount: '20',
        type: 'reduce',
      });
      expect(reduced.code).toBe(0);
      expect(usdt(positionRow.parse(reduced.data).margin)).toBe(usdt(afterAdd.margin) - usdt('20'));

      const tooMuch = await call('future/position/margin', token, {
        contractId: 1,
        amount: '100',
        type: 'reduce',
      });
      expect(tooMuch.code).toBe(101030400);
      expect(tooMuch.message).toContain('can be removed');
      const broke = await call('future/position/margin', token, {
        contractId: 1,
        amount: '99999',
        type: 'add',
      });
      expect(broke.code).toBe(101030400);
      expect((await onlyPosition(token)).margin).toBe(positionRow.parse(reduced.data).margin);
    } finally {
      socket.disconnect();
    }

    // The listed maximum is exactly the engine's limit: read and both commands in one synchronous
    // run (nothing else reaches the engine in between), one money unit more is refused.
    const row = positionList(host, userId, { contractId: 1 }).list[0];
    const max = usdt(String(row?.maxRemovableMargin));
    const adjust = (delta: bigint) =>
      host.submit({
        kind: 'adjustMargin',
        ts: Date.now(),
        userId,
        accountType: 1,
        contractId: 1,
        leg: 'net',
        delta,
      });
    expect(adjust(-(max + 1n))?.result).toMatchObject({ ok: false, code: 101030400 });
    const exact = adjust(-max);
    expect(exact?.result.ok).toBe(true);
    // Read in the same synchronous run: the mark moves on, and a later read may rightly find a
    // little margin free again (0.00284 USDT was seen on a loaded machine).
    expect(String(positionList(host, userId, { contractId: 1 }).list[0]?.maxRemovableMargin)).toBe(
      '0',
    );
    await exact?.durable;
  });

  it('does not adjust the margin of a cross position (101010400); the list shows no maximum', async () => {
    const { token } = await withPosition('buy', 2);
    expect((await onlyPosition(token)).maxRemovableMargin).toBeNull();
    const answer = await call('future/position/margin', token, {
      contractId: 1,
      amount: '10',
      type: 'add',
    });
    expect(answer.code).toBe(101010400);
    expect(answer.message).toContain('isolated');
  });

  it('closes part of a position, then the rest, at market', async () => {
    const { token } = await withPosition('buy', 5);
    const position = await onlyPosition(token);
    const { socket, frames } = await matchFrames(token);
    try {
      const part = await call('future/position/close', token, { contractId: 1, quantity: '0.002' });
      expect(part.code).toBe(0);
      expect(order.parse(part.data)).toMatchObject({
        type: 3,
        side: 'sell',
        reduceOnly: true,
        quantity: '0.002',
        filledQuantity: '0.002',
        orderStatus: 4,
      });
      expect(await onlyPosition(token)).toMatchObject({
        positionId: position.positionId,
        size: '0.003',
      });
      await framed(
        socket,
        frames,
        3012,
        (p) => p.positionId === position.positionId && p.size === '0.003',
        'the smaller position (3012)',
      );
      await framed(
        socket,
        frames,
        3004,
        (o) => o.orderId === (part.data as { orderId: number }).orderId,
        'the close order (3004)',
      );

      const rest = await call('future/position/close', token, { contractId: 1 });
      expect(order.parse(rest.data)).toMatchObject({
        quantity: '0.003',
        filledQuantity: '0.003',
        orderStatus: 4,
      });
      expect(await positions(token)).toEqual([]);
      await framed(
        socket,
        frames,
        3012,
        (p) => p.positionId === position.positionId && p.size === '0',
        'the closed position (3012)',
      );
      // Nothing left to close.
      expect((await call('future/position/close', token, { contractId: 1 })).status).toBe(404);
    } finally {
      socket.disconnect();
    }
  });

  it('closes at a limit price: the order rests until it fills, the position stays', async () => {
    const { token } = await withPosition('buy', 3);
    // 30 USDT above the mark and above every resting bid: nobody bids there. (The maker's bids of
    // earlier tests rest where the mark was then; the simulated index moves it, and on a slow run
    // far enough that an old bid stood above "mark + 30" and filled this close at once.)
    const bestBid = host.state.contracts.get(1)?.book.bestPrice(BUY) ?? 0;
    const far = ((Math.max(mark(1), bestBid) + 300) / 10).toFixed(1);
    const answer = await call('future/position/close', token, {
      contractId: 1,
      price: far,
      quantity: '0.002',
    });
    expect(order.parse(answer.data)).toMatchObject({
      type: 1,
      side: 'sell',
      reduceOnly: true,
      price: far,
      quantity: '0.002',
      filledQuantity: '0',
      orderStatus: 2,
    });
    const open = (await call('future/order/open', token)).data as { list: { orderId: number }[] };
    expect(open.list.map((o) => o.orderId)).toContain((answer.data as { orderId: number }).orderId);
    expect((await onlyPosition(token)).size).toBe('0.003');
  });

  it('closes every open position at market, and says when there is none (101010400)', async () => {
    const { token, userId } = await withPosition('buy', 2);
    await opened(userId, 'sell', 3, 2); // and short ETH
    expect(await positions(token)).toHaveLength(2);
    const all = await call('future/position/closeAll', token, {});
    expect(all.code).toBe(0);
    const closed = orderList
      .extend({ refused: z.array(zm.strictObject(wireCloseRefusalSchema.shape)) })
      .parse(all.data);
    expect(closed.refused).toEqual([]);
    expect(closed.list.map((o) => [o.contractId, o.side, o.orderStatus]).sort()).toEqual([
      [1, 'sell', 4],
      [2, 'buy', 4],
    ]);
    expect(await positions(token)).toEqual([]);
    const none = await call('future/position/closeAll', token, {});
    expect(none).toMatchObject({ status: 200, code: 101010400, message: 'No positions to close' });
    expect((await call('future/position/closeAll', token, { contractId: 3 })).code).toBe(101010400);
  });

  it('reverses a one-way position with one market order of twice its size', async () => {
    const { token } = await withPosition('buy', 3);
    await liquidity();
    const answer = await call('future/position/reverse', token, { contractId: 1 });
    expect(answer.code).toBe(0);
    expect(orderList.parse(answer.data).list).toEqual([
      expect.objectContaining({
        type: 3,
        side: 'sell',
        quantity: '0.006',
        filledQuantity: '0.006',
        reduceOnly: false,
      }),
    ]);
    expect(await onlyPosition(token)).toMatchObject({ side: -1, size: '-0.003', hedge: false });
  });

  it('reverses a hedge-mode leg: closes it and opens the other side', async () => {
    const { token } = await withPosition('openLong', 3, { hedge: true });
    await liquidity();
    const noSide = await call('future/position/reverse', token, { contractId: 1 });
    expect(noSide.status).toBe(400);
    expect(noSide.message).toContain('side');
    const answer = await call('future/position/reverse', token, { contractId: 1, side: 'long' });
    expect(answer.code).toBe(0);
    expect(orderList.parse(answer.data).list).toEqual([
      expect.objectContaining({ side: 'closeLong', filledQuantity: '0.003', reduceOnly: true }),
      expect.objectContaining({ side: 'openShort', filledQuantity: '0.003', reduceOnly: false }),
    ]);
    expect(await onlyPosition(token)).toMatchObject({ side: -1, size: '-0.003', hedge: true });
    // The long leg is gone.
    expect(
      (await call('future/position/close', token, { contractId: 1, side: 'long' })).status,
    ).toBe(404);
  });

  it('reports a hedge reverse whose opening was refused: the close stands (1020)', async () => {
    // BNB, untouched by the other tests: the maker rests exactly what each step needs.
    const contractId = 6;
    const token = await trader(t.url);
    const userId = await userIdOf(t.url, token);
    await fund(userId, '1000');
    expect((await call('future/positionMode', token, { hedge: true })).code).toBe(0);
    await makerRests(contractId, 'sell', 3, mark(contractId) + 5);
    await atMarket(userId, contractId, 'openLong', 3);
    // Enough bids to close the long, none left to go short.
    await makerRests(contractId, 'buy', 3, mark(contractId) - 5);

    const answer = await call('future/position/reverse', token, { contractId, side: 'long' });
    expect(answer).toMatchObject({ status: 200, code: 1020, success: false });
    expect(answer.message).toBe(
      'the long position was closed but the short one was not opened: no orders on the counterparty side',
    );
    expect(orderList.parse(answer.data).list).toEqual([
      expect.objectContaining({ side: 'closeLong', filledQuantity: '0.03', orderStatus: 4 }),
    ]);
    expect(await positions(token)).toEqual([]);
  });

  it('lets a user of a newly restricted jurisdiction close and protect, not add margin or reverse (1009)', async () => {
    const token = await trader(t.url, 'TW');
    const userId = await userIdOf(t.url, token);
    await fund(userId, '5000');
    expect((await call('future/marginMode', token, { contractId: 1, isolated: true })).code).toBe(
      0,
    );
    await opened(userId, 'buy', 4);
    const entry = Number((await onlyPosition(token)).entryPrice);
    await whileRestricted(t, 'TW', async () => {
      const add = await call('future/position/margin', token, {
        contractId: 1,
        amount: '5',
        type: 'add',
      });
      expect(add.code).toBe(1009);
      expect((await call('future/position/reverse', token, { contractId: 1 })).code).toBe(1009);
      expect(
        (
          await call('future/position/tpsl', token, {
            contractId: 1,
            sl: { triggerPrice: (entry - 500).toFixed(1) },
          })
        ).code,
      ).toBe(0);
      expect(
        (await call('future/position/close', token, { contractId: 1, quantity: '0.002' })).code,
      ).toBe(0);
      expect(await onlyPosition(token)).toMatchObject({ size: '0.002', side: 1 });
      expect((await call('future/position/closeAll', token, {})).code).toBe(0);
      expect(await positions(token)).toEqual([]);
    });
  });

  it('answers another user’s position exactly like a missing one (404) and changes nothing', async () => {
    const owner = await withPosition('buy', 2, { isolated: true });
    const stranger = await trader(t.url);
    const before = await onlyPosition(owner.token);
    const entry = Number(before.entryPrice);
    const attempts = [
      ['tpsl', { contractId: 1, tp: { triggerPrice: (entry + 100).toFixed(1) } }],
      ['margin', { contractId: 1, amount: '10', type: 'reduce' }],
      ['close', { contractId: 1 }],
      ['reverse', { contractId: 1 }],
    ] as const;
    for (const [path, body] of attempts) {
      const answer = await call(`future/position/${path}`, stranger, body);
      expect(answer, path).toMatchObject({ status: 404, code: 404, message: 'position not found' });
      // The owner asking about a contract where they hold nothing gets the very same answer.
      const missing = await call(`future/position/${path}`, owner.token, {
        ...body,
        contractId: 2,
      });
      expect(missing, path).toMatchObject({
        status: 404,
        code: 404,
        message: 'position not found',
      });
    }
    // A one-way long asked for as a short is not there either.
    expect(
      (await call('future/position/close', owner.token, { contractId: 1, side: 'short' })).status,
    ).toBe(404);
    expect((await call('future/position/closeAll', stranger, {})).code).toBe(101010400);
    const after = await onlyPosition(owner.token);
    expect(after).toMatchObject({ size: before.size, margin: before.margin, tpTrigger: null });
  });

  it('marks a holder’s accounts to the price every second on their own indicator frames only', async () => {
    const owner = await withPosition('buy', 3);
    const stranger = await trader(t.url);
    const sockets: Socket[] = [];
    /** A socket subscribed to `indicator` (signed in when a token is given), collecting account frames. */
    async function listener(token?: string) {
      const socket = await connectClient(t.url);
      sockets.push(socket);
      const accounts: z.infer<typeof accountIndicatorFrame>['accounts'][] = [];
      socket.on('indicator', (frame: { accounts?: unknown }) => {
        if (frame.accounts !== undefined)
          accounts.push(accountIndicatorFrame.parse(frame).accounts);
      });
      if (token) expect((await send(socket, 1001, { token })).code).toBe(0);
      expect((await send(socket, 1003, subscribeBody('indicator'))).code).toBe(0);
      return { socket, accounts };
    }
    try {
      const own = await listener(owner.token);
      const other = await listener(stranger);
      const anonymous = await listener();
      await until(own.socket, ['indicator'], () => own.accounts.length >= 2, 4000, 'two frames');
      const futuresAccount = own.accounts.at(-1)?.find((a) => a.at === 1);
      if (!futuresAccount) throw new Error('no futures account in the frame');
      expect(futuresAccount.aid).toBe(owner.userId * 100 + 1);
      // By hand: the position's PnL at the frame's own mark, and equity = wallet + PnL.
      const position = z
        .object({ size: decimal, entryPrice: decimal, markPrice: decimal, upnl: decimal })
        .parse(futuresAccount.posis[0]);
      const pnl =
        Number(position.size) * (Number(position.markPrice) - Number(position.entryPrice));
      expect(Math.abs(Number(position.upnl) - pnl)).toBeLessThanOrEqual(0.01);
      const asset = z
        .object({ wallet: decimal, upnl: decimal, equity: decimal })
        .parse(futuresAccount.assets[0]);
      expect(Number(asset.upnl)).toBeCloseTo(Number(position.upnl), 8);
      expect(Number(asset.equity)).toBeCloseTo(Number(asset.wallet) + Number(asset.upnl), 8);
      // Against the REST truth: the same accounts, the same wallet (it does not move with the mark).
      const rest = z
        .array(
          z.looseObject({ aid: z.number(), assets: z.array(z.looseObject({ wallet: decimal })) }),
        )
        .parse((await call('future/accounts', owner.token)).data);
      expect(rest.map((a) => a.aid).sort()).toEqual(
        own.accounts
          .at(-1)
          ?.map((a) => a.aid)
          .sort(),
      );
      expect(rest.find((a) => a.aid === futuresAccount.aid)?.assets[0]?.wallet).toBe(asset.wallet);
      // Nobody else hears them: not a user without a position, not an anonymous socket.
      await until(own.socket, ['indicator'], () => own.accounts.length >= 4, 4000, 'more frames');
      expect(other.accounts).toEqual([]);
      expect(anonymous.accounts).toEqual([]);
    } finally {
      for (const socket of sockets) socket.disconnect();
    }
  });

  it('answers bad input with 400 naming the field, changing nothing', async () => {
    const { token } = await withPosition('buy', 2);
    const before = await onlyPosition(token);
    for (const [path, body, field] of [
      ['close', { contractId: 1, price: '97000.05' }, 'price'], // off the 0.1 tick
      ['close', { contractId: 1, quantity: '0.0015' }, 'quantity'], // off the 0.001 lot
      ['close', { contractId: 1, quantity: '0' }, 'quantity'],
      ['close', { contractId: 1, quantity: '-1' }, 'quantity'],
      ['close', { contractId: 1, price: 97000 }, 'price'],
      ['close', { contractId: 999 }, 'contractId'],
      ['close', { contractId: 1, side: 'up' }, 'side'],
      ['close', { contractId: 1, accountType: 7 }, 'accountType'],
      ['tpsl', { contractId: 1 }, 'tp'],
      ['tpsl', { contractId: 1, tp: { triggerPrice: 'abc' } }, 'tp.triggerPrice'],
      ['tpsl', { contractId: 1, tp: { triggerPrice: '0' } }, 'tp.triggerPrice'],
      ['tpsl', { contractId: 1, sl: { triggerPrice: '90000', price: '90000.01' } }, 'sl.price'],
      [
        'tpsl',
        { contractId: 1, sl: { triggerPrice: '90000', triggerBy: 'index' } },
        'sl.triggerBy',
      ],
      ['margin', { contractId: 1, amount: '10', type: 'more' }, 'type'],
      ['margin', { contractId: 1, amount: '-10', type: 'add' }, 'amount'],
      ['margin', { contractId: 1, amount: '0', type: 'add' }, 'amount'],
      ['closeAll', { contractId: 'btc' }, 'contractId'],
    ] as const) {
      const answer = await call(`future/position/${path}`, token, body);
      expect(answer.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(answer.message, `${path} ${JSON.stringify(body)}`).toContain(field);
    }
    expect(await onlyPosition(token)).toMatchObject({
      size: before.size,
      tpTrigger: null,
      slTrigger: null,
    });
  });
});
