import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import WebSocket from 'ws';
import { apiKeys } from '../../server/db/schema';
import { signRequest, send, type CreatedKey } from './api-key-client';
import { v2 } from './auth-client';
import { binanceTrader, type BinanceTrader } from './binance-client';
import {
  at,
  drivers,
  spawnServer,
  startTestServer,
  useServerWorkspace,
  type TestServer,
} from './harness';
import { TRADING_SERVER_ENV } from './trading-client';

/**
 * The Binance-compatible layer without CCXT: Binance's error codes for the common refusals, the
 * weight header and its 429, the depth diff stream whose update ids chain from the REST snapshot
 * (the book rebuilt the documented way equals the book the server serves), SUBSCRIBE /
 * UNSUBSCRIBE with ids, and the same endpoints through the production server `npm start` runs.
 */

type Json = Record<string, unknown>;
type Level = [string, string];
interface DepthEvent {
  U: number;
  u: number;
  pu: number;
  b: Level[];
  a: Level[];
}

async function json(url: string, init?: RequestInit) {
  const response = await fetch(url, init);
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Json,
  };
}

function openSocket(url: string): Promise<{ socket: WebSocket; messages: unknown[] }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    const messages: unknown[] = [];
    socket.on('message', (data: WebSocket.RawData) => messages.push(JSON.parse(data.toString())));
    socket.once('open', () => resolve({ socket, messages }));
    socket.once('error', reject);
  });
}

async function until<T>(find: () => T | undefined, ms = 5000): Promise<T> {
  for (let waited = 0; waited < ms; waited += 50) {
    const found = find();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('not seen in time');
}

describe.each(drivers.slice(0, 1))('Binance-compatible REST and streams on $name', (driver) => {
  let t: TestServer;
  let me: BinanceTrader;
  beforeAll(async () => {
    t = await startTestServer(driver, {
      ...TRADING_SERVER_ENV,
      MARKET_MAKERS: 'on',
      BINANCE_WEIGHT_LIMIT: '400',
    });
    me = await binanceTrader(t.url, '100');
  }, 120_000);
  afterAll(async () => {
    await t.stop();
  });

  const fapi = (pathAndQuery: string) => `${t.url}/fapi${pathAndQuery}`;

  it('answers Binance’s error shape with its codes, and the weight used', async () => {
    const bad = await json(fapi('/v1/depth?symbol=NOPEUSDT'));
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ code: -1121, msg: 'Invalid symbol.' });
    expect(Number(bad.headers.get('x-mbx-used-weight-1m'))).toBeGreaterThan(0);

    const unsigned = await json(fapi('/v2/balance'));
    expect(unsigned.body.code).toBe(-2014);
    const wrongSecret = await send(
      signRequest(t.url, '/fapi/v2/balance', me.key, { signWith: 'x'.repeat(64) }),
    );
    expect(wrongSecret).toMatchObject({ code: -1022 });
    const stale = await send(
      signRequest(t.url, '/fapi/v2/balance', me.key, { timestamp: Date.now() - 60_000 }),
    );
    expect(stale).toMatchObject({ code: -1021 });
    const missing = await send(
      signRequest(t.url, '/fapi/v1/order', me.key, {
        query: { symbol: 'BTCUSDT', orderId: 999999 },
      }),
    );
    expect(missing).toMatchObject({ code: -2013, msg: 'Order does not exist.' });
    const cancel = signRequest(t.url, '/fapi/v1/order', me.key, {
      query: { symbol: 'BTCUSDT', orderId: 999999 },
    });
    cancel.init.method = 'DELETE';
    const notOpen = await send(cancel);
    expect(notOpen).toMatchObject({ code: -2011, msg: 'Unknown order sent.' });

    // 100 USDT cannot margin a whole bitcoin (a form body, signed as CCXT signs it).
    const tooBig = await send(
      signRequest(t.url, '/fapi/v1/order', me.key, {
        body: 'symbol=BTCUSDT&side=BUY&type=MARKET&quantity=1',
        contentType: 'application/x-www-form-urlencoded',
        signatureIn: 'body',
      }),
    );
    expect(tooBig).toMatchObject({ status: 400, code: -2019 });

    const unknownPath = await json(fapi('/v1/nothing'));
    expect(unknownPath.status).toBe(404);
    expect(unknownPath.body.code).toBe(-1000);
  });

  it('refuses a deleted key at once, and one another process deleted within a second', async () => {
    const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const openOrders = (key: CreatedKey) =>
      send(signRequest(t.url, '/fapi/v1/openOrders', key, { query: { symbol: 'BTCUSDT' } }));
    /** A program using its key steadily (the server keeps it opened and confirms it meanwhile). */
    const inUse = async () => {
      const trader = await binanceTrader(t.url, '0');
      for (let i = 0; i < 6; i++) {
        expect((await openOrders(trader.key)).status).toBe(200);
        await wait(150);
      }
      return trader;
    };

    const mine = await inUse();
    const deleted = await v2(t.url)(
      'user/apiKey/delete',
      { id: mine.key.id },
      { token: mine.token },
    );
    expect(deleted.code).toBe(0);
    expect(await openOrders(mine.key)).toMatchObject({ status: 401, code: -2015 });

    // Deleted in SQL, as another process of the same exchange deletes it.
    const other = await inUse();
    await t.server.database.db
      .update(apiKeys)
      .set({ deletedAt: new Date(), secretEncrypted: '' })
      .where(eq(apiKeys.id, other.key.id));
    const deletedAt = Date.now();
    let lastAcceptedSentAt = -Infinity;
    for (;;) {
      const sentAt = Date.now();
      const answer = await openOrders(other.key);
      if (answer.status !== 200) {
        expect(answer).toMatchObject({ status: 401, code: -2015 });
        break;
      }
      lastAcceptedSentAt = sentAt;
      expect(sentAt - deletedAt).toBeLessThan(3000);
      await wait(100);
    }
    expect(lastAcceptedSentAt - deletedAt).toBeLessThan(1000);
  });

  it('lists every symbol with its filters, order types and time in force', async () => {
    const info = (await json(fapi('/v1/exchangeInfo'))).body as { symbols: Json[] };
    const detail = (await json(`${t.url}/api/futures/contract/detail?symbol=BTCUSDT`)).body
      .data as Json;
    const btc = info.symbols.find((s) => s.symbol === 'BTCUSDT');
    expect(info.symbols).toHaveLength(12);
    expect(btc).toMatchObject({
      contractType: 'PERPETUAL',
      status: 'TRADING',
      orderTypes: [
        'LIMIT',
        'MARKET',
        'STOP',
        'STOP_MARKET',
        'TAKE_PROFIT',
        'TAKE_PROFIT_MARKET',
        'TRAILING_STOP_MARKET',
      ],
      timeInForce: ['GTC', 'IOC', 'FOK', 'GTX'],
    });
    const filters = btc?.filters as Json[];
    expect(filters.find((f) => f.filterType === 'PRICE_FILTER')?.tickSize).toBe(detail.tickSize);
    expect(filters.find((f) => f.filterType === 'LOT_SIZE')).toMatchObject({
      minQty: detail.minOrderQuantity,
      maxQty: detail.maxOrderQuantity,
      stepSize: detail.contractSize,
    });
    expect(filters.find((f) => f.filterType === 'MARKET_LOT_SIZE')?.maxQty).toBe(
      detail.maxMarketOrderQuantity,
    );
    // Binance's own BTCUSDT figures, not a million BTC.
    expect(filters.find((f) => f.filterType === 'LOT_SIZE')?.maxQty).toBe('1000');
    expect(filters.find((f) => f.filterType === 'MARKET_LOT_SIZE')?.maxQty).toBe('120');
    expect(filters.find((f) => f.filterType === 'MIN_NOTIONAL')?.notional).toBe(
      detail.minOrderValue,
    );
  });

  it('chains the diff stream’s update ids to the snapshot, so the book rebuilt from them is the server’s', async () => {
    const { socket, messages } = await openSocket(
      `${t.url.replace('http', 'ws')}/ws/btcusdt@depth@100ms`,
    );
    try {
      await until(() => (messages.length > 0 ? true : undefined));
      const snapshot = (await json(fapi('/v1/depth?symbol=BTCUSDT&limit=1000'))).body as {
        lastUpdateId: number;
        bids: Level[];
        asks: Level[];
      };
      const events = messages as DepthEvent[];
      // A few requotes of the makers (every 0.5–1 s).
      await until(
        () => (events.filter((e) => e.u >= snapshot.lastUpdateId).length >= 3 ? true : undefined),
        10_000,
      );
      // Binance's procedure: drop events with u < lastUpdateId; the first kept has U ≤ id ≤ u.
      const kept = events.filter((e) => e.u >= snapshot.lastUpdateId);
      const first = at(kept, 0);
      expect(first.U).toBeLessThanOrEqual(snapshot.lastUpdateId);
      expect(first.u).toBeGreaterThanOrEqual(snapshot.lastUpdateId);
      for (let i = 1; i < kept.length; i++) expect(at(kept, i).pu).toBe(at(kept, i - 1).u);
      expect(kept.length).toBeGreaterThan(2);

      const book = { bids: new Map(snapshot.bids), asks: new Map(snapshot.asks) };
      const apply = (e: DepthEvent) => {
        for (const [side, levels] of [
          [book.bids, e.b],
          [book.asks, e.a],
        ] as const)
          for (const [p, q] of levels) {
            if (Number(q) === 0) side.delete(p);
            else side.set(p, q);
          }
      };
      const fresh = (await json(fapi('/v1/depth?symbol=BTCUSDT&limit=1000'))).body as {
        lastUpdateId: number;
        bids: Level[];
        asks: Level[];
      };
      // The fresh snapshot's state is the one after the event with u = lastUpdateId − 1.
      const last = await until(() =>
        (messages as DepthEvent[]).find((e) => e.u === fresh.lastUpdateId - 1),
      );
      for (const e of messages as DepthEvent[])
        if (e.u >= snapshot.lastUpdateId && e.u <= last.u) apply(e);
      const sorted = (side: Map<string, string>, desc: boolean) =>
        [...side.entries()].sort((x, y) =>
          desc ? Number(y[0]) - Number(x[0]) : Number(x[0]) - Number(y[0]),
        );
      expect(sorted(book.bids, true)).toEqual(fresh.bids);
      expect(sorted(book.asks, false)).toEqual(fresh.asks);
    } finally {
      socket.close();
    }
  });

  it('subscribes and unsubscribes by message with ids on a combined stream', async () => {
    const { socket, messages } = await openSocket(`${t.url.replace('http', 'ws')}/stream`);
    try {
      socket.send(
        JSON.stringify({
          method: 'SUBSCRIBE',
          params: ['btcusdt@markPrice@1s', 'ethusdt@aggTrade'],
          id: 7,
        }),
      );
      await until(() => messages.find((m) => (m as Json).id === 7));
      expect(messages.find((m) => (m as Json).id === 7)).toEqual({ result: null, id: 7 });
      const mark = (await until(() =>
        messages.find((m) => (m as Json).stream === 'btcusdt@markPrice@1s'),
      )) as {
        data: Json;
      };
      expect(mark.data).toMatchObject({ e: 'markPriceUpdate', s: 'BTCUSDT' });
      socket.send(JSON.stringify({ method: 'LIST_SUBSCRIPTIONS', id: 8 }));
      expect(await until(() => messages.find((m) => (m as Json).id === 8))).toEqual({
        result: ['btcusdt@markPrice@1s', 'ethusdt@aggTrade'],
        id: 8,
      });
      socket.send(JSON.stringify({ method: 'SUBSCRIBE', params: ['nopeusdt@trade'], id: 9 }));
      expect(await until(() => messages.find((m) => (m as Json).id === 9))).toMatchObject({
        error: { code: 2 },
        id: 9,
      });
      socket.send(
        JSON.stringify({ method: 'UNSUBSCRIBE', params: ['btcusdt@markPrice@1s'], id: 10 }),
      );
      await until(() => messages.find((m) => (m as Json).id === 10));
      const count = messages.length;
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(messages.slice(count).some((m) => (m as Json).stream === 'btcusdt@markPrice@1s')).toBe(
        false,
      );
    } finally {
      socket.close();
    }
  });

  it('refuses past the request weight per minute with 429, Retry-After and -1003', async () => {
    let answer = await json(fapi('/v1/depth?symbol=BTCUSDT&limit=1000'));
    for (let i = 0; i < 60 && answer.status !== 429; i++)
      answer = await json(fapi('/v1/depth?symbol=BTCUSDT&limit=1000'));
    expect(answer.status).toBe(429);
    expect(answer.body.code).toBe(-1003);
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

const BUILD_ID = path.resolve(import.meta.dirname, '../../.next/BUILD_ID');

describe.each(drivers.slice(0, 1))(
  'Binance layer through the production server on $name',
  (driver) => {
    const workspace = useServerWorkspace(driver);
    let server: Awaited<ReturnType<typeof spawnServer>> | undefined;
    beforeAll(async () => {
      if (!existsSync(BUILD_ID))
        throw new Error('no production build in .next: run `npm run build` first');
      server = await spawnServer(
        workspace.env({
          NODE_ENV: 'production',
          WEB: 'on',
          DEV_DELIVERY: 'on',
          MARKET_SIMULATION: 'on',
          CANDLE_BACKFILL_DAYS: '0',
        }),
      );
    }, 180_000);
    afterAll(() => {
      server?.child.kill('SIGKILL');
    });

    it('serves /fapi as JSON (never a language redirect) and the streams beside socket.io and the pages', async () => {
      const base = server?.url ?? '';
      const ping = await fetch(`${base}/fapi/v1/ping`, { redirect: 'manual' });
      expect(ping.status).toBe(200);
      expect(await ping.json()).toEqual({});
      const unknown = await fetch(`${base}/fapi/v1/nothing/`, { redirect: 'manual' });
      expect(unknown.status).toBe(404);
      expect(unknown.headers.get('content-type')).toContain('application/json');
      expect(((await unknown.json()) as Json).code).toBe(-1000);

      const { socket, messages } = await openSocket(
        `${base.replace('http', 'ws')}/market/ws/btcusdt@markPrice@1s`,
      );
      try {
        expect((await fetch(`${base}/en/futures/BTCUSDT`)).status).toBe(200);
        const seen = (await until(
          () => messages.find((m) => (m as Json).e === 'markPriceUpdate'),
          10_000,
        )) as Json;
        expect(seen.s).toBe('BTCUSDT');
        const count = messages.length;
        await until(() => (messages.length > count ? true : undefined), 5000);
        expect(socket.readyState).toBe(WebSocket.OPEN);
      } finally {
        socket.close();
      }
    }, 60_000);
  },
);
