import Decimal from 'decimal.js';
import type { Socket } from 'socket.io-client';
import { contracts } from '../../lib/contract/reference-data';
import { drivers, useTestServer, type TestServer } from './harness';
import { connectClient, LIVE_MARKET_ENV, useServerWithSocket } from './live-client';

interface Reply {
  code: number;
  success: boolean;
  message: string;
  header: { type: number; code: number };
  body: unknown;
}

function request(socket: Socket, frame: unknown): Promise<Reply> {
  return socket.timeout(5000).emitWithAck('message', frame) as Promise<Reply>;
}

function nextEvent<T>(socket: Socket, event: string, timeoutMs = 8000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no ${event} within ${timeoutMs} ms`)),
      timeoutMs,
    );
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

const subscribe = (topics: unknown) => ({ header: { type: 1003 }, body: { topics } });

// The realtime path does not depend on the SQL driver; one driver is enough.
describe.each(drivers.slice(0, 1))('realtime socket on $name', (driver) => {
  let socket: Socket;
  useServerWithSocket(driver, LIVE_MARKET_ENV, (started) => ({ socket } = started));

  it('acknowledges a subscribe frame and pushes live candles from engine trades on future_kline', async () => {
    const frame = nextEvent<{
      contractId: number;
      symbol: string;
      period: string;
      source: string;
      kline: Record<string, unknown>;
    }>(socket, 'future_kline');
    const ack = await request(
      socket,
      subscribe([
        { topic: 'future_kline', params: { symbols: [{ symbol: 'BTCUSDT', ranges: [60000] }] } },
      ]),
    );
    expect(ack).toMatchObject({ code: 0, success: true, header: { type: 1003, code: 0 } });
    const push = await frame;
    expect(push).toMatchObject({
      contractId: 1,
      symbol: 'BTCUSDT',
      period: '60000',
      source: 'trades',
    });
    expect(push.kline).toEqual({
      time: expect.any(Number),
      open: expect.stringMatching(/^\d+\.\d$/),
      high: expect.stringMatching(/^\d+\.\d$/),
      low: expect.stringMatching(/^\d+\.\d$/),
      close: expect.stringMatching(/^\d+\.\d$/),
      volume: expect.stringMatching(/^\d+\.\d{3}$/),
    });
    expect((push.kline.time as number) % 60_000).toBe(0);
  });

  it('pushes the server time slice on the realtime topic', async () => {
    const frame = nextEvent<{ timeSlice: number }>(socket, 'realtime');
    const ack = await request(socket, subscribe([{ topic: 'realtime' }]));
    expect(ack.success).toBe(true);
    const push = await frame;
    expect(Math.abs(push.timeSlice - Date.now())).toBeLessThan(5000);
  });

  it('coalesces kline pushes to at most one frame per room per 100 ms', async () => {
    const times: number[] = [];
    const listener = () => times.push(Date.now());
    socket.on('future_kline', listener);
    await request(
      socket,
      subscribe([
        { topic: 'future_kline', params: { symbols: [{ symbol: 'ETHUSDT', ranges: 300000 }] } },
      ]),
    );
    await new Promise((resolve) => setTimeout(resolve, 2500));
    socket.off('future_kline', listener);
    expect(times.length).toBeGreaterThan(0);
    // Two rooms (BTC 1m, ETH 5m), trades every 1–4 s per contract: never a burst per fill.
    expect(times.length).toBeLessThanOrEqual(8);
  });

  it('rejects malformed frames, unknown topics and symbols with clear codes', async () => {
    expect(await request(socket, { nope: true })).toMatchObject({ code: 4001, success: false });
    expect(await request(socket, { header: { type: 1003 }, body: { topics: [] } })).toMatchObject({
      code: 4001,
    });
    expect(await request(socket, subscribe([{ topic: 'weather' }]))).toMatchObject({
      code: 4002,
      success: false,
    });
    const unknownSymbol = await request(
      socket,
      subscribe([{ topic: 'future_tick', params: { symbols: [{ symbol: 'FOOUSDT' }] } }]),
    );
    expect(unknownSymbol).toMatchObject({ code: 4003, success: false });
    expect(unknownSymbol.message).toContain('FOOUSDT');
    expect(await request(socket, { header: { type: 4242 }, body: {} })).toMatchObject({
      code: 4001,
    });
  });

  it('refuses an unknown token and guards private topics', async () => {
    const auth = await request(socket, { header: { type: 1001 }, body: { token: 'abc' } });
    expect(auth).toMatchObject({ code: 4011, success: false });
    const match = await request(socket, subscribe([{ topic: 'match' }]));
    expect(match).toMatchObject({ code: 4012, success: false });
  });

  it('accepts book topics by contract code, name or id and spot depth by symbol', async () => {
    const ack = await request(
      socket,
      subscribe([
        {
          topic: 'future_snapshot_depth',
          params: { symbols: [{ symbol: 'BTCUSDT', step: '0.1' }, { symbol: 2 }] },
        },
        { topic: 'future_tick', params: { symbols: [{ symbol: 'SOL/USDT' }] } },
        { topic: 'snapshot_depth', params: { symbols: [{ symbol: 'btcusdt' }] } },
        { topic: 'indicator' },
        { topic: 'home_page_top_ten24' },
      ]),
    );
    expect(ack).toMatchObject({ code: 0, success: true });
    expect((ack.body as { rooms: string[] }).rooms).toEqual(
      expect.arrayContaining([
        'future_snapshot_depth:1',
        'future_snapshot_depth:2',
        'future_tick:3',
        'snapshot_depth:1001',
        'indicator',
      ]),
    );
  });
});

describe('realtime socket abuse', () => {
  let t: TestServer;
  // Two users through the token seam: the gateway's room handling is what is under test.
  const tokens: Record<string, string> = { 'token-of-alice': '101', 'token-of-bob': '202' };
  useTestServer(
    drivers[0] ?? { name: 'pglite', baseUrl: undefined },
    {},
    (server) => ({ t } = server),
    {
      seams: {
        tokenVerifier: {
          verify: async (token) => {
            const userId = tokens[token];
            return userId ? { userId } : undefined;
          },
        },
      },
    },
  );

  /** Whether a private `match` push to `userId` reaches `socket` within a short wait. */
  async function receivesMatchOf(socket: Socket, userId: string): Promise<boolean> {
    const marker = `probe-${Math.random()}`;
    const got = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => {
        socket.off('match', listener);
        resolve(false);
      }, 400);
      const listener = (frame: { data?: unknown }) => {
        if (frame.data !== marker) return;
        clearTimeout(timer);
        socket.off('match', listener);
        resolve(true);
      };
      socket.on('match', listener);
    });
    t.server.gateway.publishMatch(userId, [{ type: 3002, data: marker }]);
    return got;
  }

  it("a second 1001 with another user's token leaves the first user's private feed", async () => {
    const socket = await connectClient(t.url);
    try {
      const auth = (token: string) => request(socket, { header: { type: 1001 }, body: { token } });
      expect((await auth('token-of-alice')).code).toBe(0);
      expect(await receivesMatchOf(socket, '101')).toBe(true);
      expect((await auth('token-of-bob')).code).toBe(0);
      expect(await receivesMatchOf(socket, '101')).toBe(false);
      expect(await receivesMatchOf(socket, '202')).toBe(true);
      // A failed 1001 ends the previous login too: no private feed at all.
      expect((await auth('not-a-valid-token')).code).toBe(4011);
      expect(await receivesMatchOf(socket, '202')).toBe(false);
      expect((await request(socket, subscribe([{ topic: 'match' }]))).code).toBe(4012);
    } finally {
      socket.disconnect();
    }
  });

  it('counts a room once however often it is subscribed', async () => {
    const socket = await connectClient(t.url);
    try {
      // Every kline period, book step and tick room of all twelve contracts: 156 rooms, under
      // the cap of 200; asking for them all again must not count them twice.
      const symbols = Array.from({ length: 12 }, (_, i) => ({ symbol: i + 1 }));
      const everything = subscribe([
        { topic: 'future_kline', params: { symbols } },
        { topic: 'future_tick', params: { symbols } },
        {
          topic: 'future_snapshot_depth',
          params: {
            symbols: symbols.flatMap(({ symbol }) =>
              [1, 10, 100, 1000].map((multiple) => ({ symbol, step: stepOf(symbol, multiple) })),
            ),
          },
        },
      ]);
      const first = await request(socket, everything);
      expect(first).toMatchObject({ code: 0 });
      expect((first.body as { rooms: string[] }).rooms).toHaveLength(156);
      for (let i = 0; i < 3; i++)
        expect(await request(socket, everything)).toMatchObject({ code: 0 });
    } finally {
      socket.disconnect();
    }
  });

  it('treats Object.prototype names as unknown topics', async () => {
    const socket = await connectClient(t.url);
    try {
      for (const topic of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
        expect(await request(socket, subscribe([{ topic }]))).toMatchObject({
          code: 4002,
          success: false,
        });
      }
      expect(socket.connected).toBe(true);
    } finally {
      socket.disconnect();
    }
  });
});

/** A depth step of `multiple` ticks for a contract, as decimal text. */
function stepOf(contractId: number, multiple: number): string {
  const contract = contracts.find((c) => c.contractId === contractId);
  if (!contract) throw new Error(`no contract ${contractId}`);
  return new Decimal(contract.tickSize).times(multiple).toFixed();
}
