import type { Socket } from 'socket.io-client';
import { tradingPreferences } from '../../server/db/schema';
import { usdt } from '../../server/engine';
import { MAX_FAVORITES } from '../../server/services/trading/preferences';
import { signUpByEmail, uniqueEmail, v2 } from './auth-client';
import { drivers, startTestServer, type TestServer } from './harness';
import * as zm from 'zod/mini';
import { strictAccount, strictBalanceRow, strictPositionConfigRow } from './exchange-schemas';
import { connectClient, send, subscribeBody, until } from './live-client';
import {
  deposit,
  engineHost,
  futures,
  trader,
  TRADING_SERVER_ENV,
  transfer,
  type TradingServer,
  userIdOf,
  whileRestricted,
  useTradingServer,
} from './trading-client';

/**
 * The account half of the private futures API (configs, favourites, balances, accounts, transfer,
 * leverage, margin and position mode) against the real server and engine, on PGlite and
 * PostgreSQL: what a trader sees, the codes of every refusal, and the match frames that follow.
 */

describe.each(drivers)('private futures account API on $name', (driver) => {
  let t: TestServer;
  let call: ReturnType<typeof futures>;
  let whileTimeStands: TradingServer['whileTimeStands'];
  useTradingServer(driver, (server) => {
    ({ t, call, whileTimeStands } = server);
  });

  it('needs a session for every call, and KYC with an opened futures account for money (1034)', async () => {
    for (const [path, body] of [
      ['configs/private', undefined],
      ['future/accounts', undefined],
      ['future/spotBalance', undefined],
      ['future/transfer', { from: 'spot', to: 1, currencyId: 1, amount: '1' }],
      ['future/leverage', { contractId: 1, leverage: 10 }],
    ] as const) {
      const answer = await call(path, undefined, body);
      expect(answer.status, path).toBe(401);
      expect(answer.success).toBe(false);
    }
    const newcomer = await signUpByEmail(t.url, uniqueEmail('newcomer'));
    await deposit(t.url, newcomer, '100');
    expect((await call('configs/private', newcomer)).code).toBe(0);
    for (const [path, body] of [
      ['future/transfer', { from: 'spot', to: 1, currencyId: 1, amount: '10' }],
      ['future/leverage', { contractId: 1, leverage: 10 }],
      ['future/marginMode', { contractId: 1, isolated: true }],
      ['future/positionMode', { hedge: true }],
    ] as const) {
      const answer = await call(path, newcomer, body);
      expect(answer.status, path).toBe(200);
      expect(answer.code, path).toBe(1034);
      expect(answer.message).toContain('open a futures account');
    }
    // Nothing moved.
    expect((await call('future/spotBalance', newcomer)).data).toEqual([
      { currencyId: 1, real: '100', trade: '100', frozen: '0' },
    ]);
  });

  it('moves money to futures and back, sets leverage and modes, and pushes each change', async () => {
    const token = await trader(t.url);
    await deposit(t.url, token, '1000');
    const socket: Socket = await connectClient(t.url);
    const frames: { type: number; data: Record<string, unknown>[] }[] = [];
    socket.on('match', (frame: { type: number; data: Record<string, unknown>[] }) =>
      frames.push(frame),
    );
    try {
      expect((await send(socket, 1001, { token })).code).toBe(0);
      expect((await send(socket, 1003, subscribeBody('match'))).code).toBe(0);

      const moved = await transfer(call, token, 'spot', 1, '400.5');
      expect(moved).toMatchObject({ code: 0, success: true });
      expect(moved.data).toMatchObject({ from: 'spot', to: 1, amount: '400.5' });
      await until(
        socket,
        ['match'],
        () =>
          frames.some(
            (f) => f.type === 3002 && f.data.some((b) => b.account === 1 && b.real === '400.5'),
          ),
        2000,
        'the futures balance as a 3002 frame',
      );
      expect((await call('future/spotBalance', token)).data).toEqual([
        { currencyId: 1, real: '599.5', trade: '599.5', frozen: '0' },
      ]);
      // Every answer and frame row of the account is exactly the contract's.
      const accounts = zm.array(strictAccount).parse((await call('future/accounts', token)).data);
      expect(accounts).toHaveLength(1);
      expect(accounts[0]).toMatchObject({ at: 1, posis: [] });
      expect(accounts[0]?.assets[0]).toMatchObject({
        cid: 1,
        wallet: '400.5',
        avail: '400.5',
        upnl: '0',
        frozen: '0',
        margin: '0',
        equity: '400.5',
        bonus: '0',
      });

      const leverage = await call('future/leverage', token, { contractId: 1, leverage: 20 });
      expect(leverage.data).toMatchObject({ contractId: 1, leverage: 20, isolated: false });
      await until(
        socket,
        ['match'],
        () =>
          frames.some(
            (f) => f.type === 3022 && f.data.some((c) => c.contractId === 1 && c.leverage === 20),
          ),
        2000,
        'the position config as a 3022 frame',
      );
      expect(
        (await call('future/marginMode', token, { contractId: 2, isolated: true })).data,
      ).toMatchObject({ contractId: 2, isolated: true });
      expect((await call('future/positionMode', token, { hedge: true })).data).toEqual({
        accountType: 1,
        hedge: true,
      });
      const configs = (await call('configs/private', token)).data as {
        positionMode: { hedge: boolean };
        positionConfigs: { contractId: number; isolated: boolean; leverage: number }[];
      };
      expect(configs.positionMode).toEqual({ hedge: true });
      expect(configs.positionConfigs).toContainEqual({
        contractId: 1,
        isolated: false,
        leverage: 20,
      });
      expect(configs.positionConfigs).toContainEqual({
        contractId: 2,
        isolated: true,
        leverage: 20,
      });

      const back = await transfer(call, token, '1', 'spot', '100');
      expect(back.code).toBe(0);
      expect((await call('future/spotBalance', token)).data).toMatchObject([{ real: '699.5' }]);
      // The wallets' and configs' frame rows are exactly the contract's, spot and futures alike.
      await until(
        socket,
        ['match'],
        () => frames.some((f) => f.type === 3002 && f.data.some((b) => b.account === 'spot')),
        2000,
        'the spot balance as a 3002 frame',
      );
      const rows = (type: number) => frames.filter((f) => f.type === type).flatMap((f) => f.data);
      expect(rows(3002).length).toBeGreaterThan(1);
      for (const row of rows(3002)) strictBalanceRow.parse(row);
      expect(rows(3022).length).toBeGreaterThan(0);
      for (const row of rows(3022)) strictPositionConfigRow.parse(row);
    } finally {
      socket.disconnect();
    }
  });

  it('answers refusals with the spec codes and bad input with 400 naming the field, changing nothing', async () => {
    const token = await trader(t.url);
    await deposit(t.url, token, '50');
    const tooMuch = await transfer(call, token, 'spot', 1, '50.00000001');
    expect(tooMuch.code).toBe(101030400);
    expect(tooMuch.message).toContain('insufficient');
    const overLeverage = await call('future/leverage', token, { contractId: 1, leverage: 1000 });
    expect(overLeverage.code).toBe(1032);
    const bonusIsolated = await call('future/marginMode', token, {
      contractId: 1,
      isolated: true,
      accountType: 10,
    });
    expect(bonusIsolated.code).toBe(1034);
    expect(bonusIsolated.message).toContain('cross margin');
    const bonusHedge = await call('future/positionMode', token, { hedge: true, accountType: 10 });
    expect(bonusHedge.code).toBe(1034);

    for (const [path, body, field] of [
      ['future/transfer', { from: 'spot', to: 1, currencyId: 1, amount: '1e3' }, 'amount'],
      ['future/transfer', { from: 'spot', to: 1, currencyId: 1, amount: 5 }, 'amount'],
      ['future/transfer', { from: 'spot', to: 'spot', currencyId: 1, amount: '1' }, 'to'],
      ['future/transfer', { from: 'spot', to: 7, currencyId: 1, amount: '1' }, 'to'],
      ['future/transfer', { from: 'spot', to: 1, currencyId: 2, amount: '1' }, 'currencyId'],
      ['future/leverage', { contractId: 999, leverage: 10 }, 'contractId'],
      ['future/leverage', { contractId: 1, leverage: 2.5 }, 'leverage'],
      ['future/marginMode', { contractId: 1, isolated: 'yes' }, 'isolated'],
      ['future/positionMode', {}, 'hedge'],
      ['configs/preferences', { colorConvention: 'blueUp' }, 'colorConvention'],
      ['configs/preferences', { unknownSetting: true }, 'body'],
      ['future/addFavorite', { contractId: 0 }, 'contractId'],
    ] as const) {
      const answer = await call(path, token, body);
      expect(answer.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(answer.message).toContain(field);
    }
    expect((await call('future/spotBalance', token)).data).toMatchObject([{ real: '50' }]);
    expect(await call('future/accounts', token)).toMatchObject({ data: [] });
  });

  it('keeps favourites and preferences per user', async () => {
    const alice = await trader(t.url);
    const bob = await trader(t.url);
    for (const contractId of [3, 1, 3]) {
      expect((await call('future/addFavorite', alice, { contractId })).code).toBe(0);
    }
    expect((await call('future/addFavorite', bob, { contractId: 2 })).data).toEqual({
      favorites: [2],
    });
    expect((await call('future/deleteFavorite', alice, { contractId: 3 })).data).toEqual({
      favorites: [1],
    });
    expect(
      (await call('configs/preferences', alice, { colorConvention: 'redUp', confirmOrders: false }))
        .data,
    ).toEqual({
      confirmOrders: false,
      dismissedNotices: {},
      colorConvention: 'redUp',
      quantityUnit: 'base',
    });
    await call('configs/preferences', alice, { dismissedNotices: { riskWarning: true } });
    const aliceConfigs = (await call('configs/private', alice)).data;
    expect(aliceConfigs).toMatchObject({
      favorites: [1],
      positionMode: { hedge: false },
      preferences: { colorConvention: 'redUp', dismissedNotices: { riskWarning: true } },
    });
    expect((await call('configs/private', bob)).data).toMatchObject({
      favorites: [2],
      preferences: { colorConvention: 'greenUp', confirmOrders: true },
    });
  });

  it('refuses a favourite beyond the list’s maximum (102900003), in the caller’s language', async () => {
    const token = await trader(t.url);
    const userId = await userIdOf(t.url, token);
    // Twelve contracts cannot fill a list of 100: the stored list is filled directly (ids of
    // contracts listed later), then the API is asked for one more.
    const full = [1, ...Array.from({ length: MAX_FAVORITES - 1 }, (_, i) => 1000 + i)];
    await t.server.database.db
      .insert(tradingPreferences)
      .values({ userId, favorites: full })
      .onConflictDoUpdate({ target: tradingPreferences.userId, set: { favorites: full } });
    const english = await call('future/addFavorite', token, { contractId: 3 });
    expect([english.status, english.code, english.success]).toEqual([200, 102900003, false]);
    expect(english.message).toBe('Maximum 100 selections: remove one before adding another.');
    expect(english.data).toEqual({ max: 100 });
    const inKorean = await fetch(`${t.url}/api/futures/future/addFavorite`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        language: 'ko',
      },
      body: JSON.stringify({ contractId: 3 }),
    });
    const korean = (await inKorean.json()) as { code: number; message: string };
    expect(korean).toMatchObject({
      code: 102900003,
      message: '최대 100개까지 선택할 수 있습니다. 추가하려면 먼저 하나를 해제해 주세요.',
    });
    // Nothing changed; one removed, the same contract goes in.
    expect((await call('configs/private', token)).data).toMatchObject({ favorites: full });
    expect((await call('future/deleteFavorite', token, { contractId: 1 })).code).toBe(0);
    const added = await call('future/addFavorite', token, { contractId: 3 });
    expect(added.code).toBe(0);
    expect(added.data).toEqual({ favorites: [...full.slice(1), 3] });
  });

  it('lets a user of a newly restricted jurisdiction only take money out (1009)', async () => {
    const token = await trader(t.url, 'TW');
    await deposit(t.url, token, '100');
    expect((await transfer(call, token, 'spot', 1, '60')).code).toBe(0);
    await whileRestricted(t, 'TW', async () => {
      const more = await transfer(call, token, 'spot', 1, '10');
      expect(more.code).toBe(1009);
      const out = await transfer(call, token, 1, 'spot', '60');
      expect(out.code).toBe(0);
      expect((await call('future/leverage', token, { contractId: 1, leverage: 5 })).code).toBe(0);
    });
  });

  it('limits each user to 20 reads a second (429 with Retry-After) without touching others', async () => {
    const busy = await trader(t.url);
    const calm = await trader(t.url);
    // All thirty within one second of the server's clock, however long the machine takes.
    const answers = await whileTimeStands(() =>
      Promise.all(Array.from({ length: 30 }, () => call('future/accounts', busy))),
    );
    const limited = answers.filter((a) => a.status === 429);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(20);
    expect(limited).toHaveLength(10);
    expect(limited[0]?.headers.get('retry-after')).toBe('1');
    expect((await call('future/accounts', calm)).status).toBe(200);
  });
});

describe('private futures views of live orders and positions', () => {
  let t: TestServer;
  let call: ReturnType<typeof futures>;
  beforeAll(async () => {
    t = await startTestServer(
      drivers[0] ?? { name: 'pglite', baseUrl: undefined },
      TRADING_SERVER_ENV,
    );
    call = futures(t.url);
  }, 180_000);
  afterAll(async () => {
    await t?.stop();
  });

  async function userIdOf(token: string): Promise<number> {
    return Number((await v2(t.url)('user/base/info', {}, { token })).data?.userId);
  }

  it('lists and cancels only the caller’s open orders (newest first, by page), and lists positions', async () => {
    const maker = await trader(t.url);
    const taker = await trader(t.url);
    const stranger = await trader(t.url);
    const host = engineHost(t);
    // The order API is not built yet: the fixture places through the engine, reads go over HTTP.
    const [makerId, takerId] = [await userIdOf(maker), await userIdOf(taker)];
    const mark = host.state.contracts.get(1)?.markPrice ?? 0;
    const ts = Date.now();
    for (const userId of [makerId, takerId]) {
      host.submit({ kind: 'deposit', ts, userId, amount: usdt('5000') });
      host.submit({ kind: 'transfer', ts, userId, from: 'spot', to: 1, amount: usdt('5000') });
    }
    const place = (userId: number, side: 'buy' | 'sell', offset: number, qty: number) =>
      host.submit({
        kind: 'placeOrder',
        ts,
        userId,
        accountType: 1,
        contractId: 1,
        type: 1,
        side,
        qty,
        price: mark + offset,
        tif: 'GTC',
      });
    for (const offset of [-30, -20, -10])
      expect(place(makerId, 'buy', offset, 4)?.result.ok).toBe(true);
    // The taker sells 2 lots (0.002 BTC; the minimum order value is 100 USDT) into the best bid.
    const sold = place(takerId, 'sell', -10, 2);
    expect(sold?.result).toMatchObject({ ok: true });
    await sold?.durable;

    const first = await call('future/order/open?contractId=1&limit=2', maker);
    const page = first.data as unknown as {
      list: { orderId: number; price: string; quantity: string; filledQuantity: string }[];
      nextCursor: number | null;
    };
    expect(page.list).toHaveLength(2);
    expect(page.list[0]?.orderId).toBeGreaterThan(page.list[1]?.orderId ?? 0);
    expect(page.list[0]).toMatchObject({ quantity: '0.004', filledQuantity: '0.002' });
    expect(page.nextCursor).toBe(page.list[1]?.orderId);
    const rest = (await call(`future/order/open?cursor=${page.nextCursor}`, maker)).data as {
      list: unknown[];
      nextCursor: number | null;
    };
    expect(rest).toMatchObject({ nextCursor: null });
    expect(rest.list).toHaveLength(1);

    const positions = (await call('future/position/list', maker)).data as {
      list: Record<string, unknown>[];
    };
    expect(positions.list).toHaveLength(1);
    expect(positions.list[0]).toMatchObject({
      contractId: 1,
      size: '0.002',
      isolated: false,
      leverage: 20,
    });
    for (const field of ['entryPrice', 'markPrice', 'margin', 'upnl', 'roi', 'mmr', 'riskRate'])
      expect(positions.list[0], field).toHaveProperty(field);
    expect(
      ((await call('future/position/list', taker)).data as { list: { side: unknown }[] }).list,
    ).toHaveLength(1);

    // Someone else sees none of it.
    expect((await call('future/order/open', stranger)).data).toEqual({
      list: [],
      nextCursor: null,
    });
    expect((await call('future/position/list', stranger)).data).toEqual({ list: [] });
    expect((await call('future/order/open?contractId=999', maker)).status).toBe(400);
    expect((await call('future/position/history', maker)).code).toBe(0);

    // Cancelling: someone else's order id answers exactly like an unknown one and changes nothing.
    const [newest] = page.list;
    if (!newest) throw new Error('no open order');
    for (const [token, orderId] of [
      [stranger, newest.orderId],
      [maker, 987_654],
    ] as const) {
      const refused = await call('future/order/cancel', token, { orderId });
      expect(refused).toMatchObject({ status: 404, code: 404, message: 'open order not found' });
    }
    expect((await call('future/order/cancel', maker, { orderId: 'x' })).status).toBe(400);
    const cancelled = await call('future/order/cancel', maker, { orderId: newest.orderId });
    expect(cancelled.data).toMatchObject({
      orderId: newest.orderId,
      orderStatus: 5,
      quantity: '0.004',
      filledQuantity: '0.002',
    });
    expect((await call('future/order/cancel', maker, { orderId: newest.orderId })).status).toBe(
      404,
    );
    expect(await call('future/order/cancelAll', stranger, {})).toMatchObject({
      code: 101010400,
      message: 'No orders available to cancel',
    });
    expect((await call('future/order/cancelAll', maker, { contractId: 2 })).message).toBe(
      'No orders available to cancel',
    );
    const all = await call('future/order/cancelAll', maker, { contractId: 1 });
    expect(all.data).toMatchObject({ cancelled: 2 });
    expect((await call('future/order/open', maker)).data).toEqual({ list: [], nextCursor: null });
    // The position stays; only orders were cancelled.
    expect(
      ((await call('future/position/list', maker)).data as { list: unknown[] }).list,
    ).toHaveLength(1);
  });
});
