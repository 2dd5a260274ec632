import type { Socket } from 'socket.io-client';
import { drivers, startTestServer, type TestServer } from './harness';
import { connectClient } from './live-client';

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
  let t: TestServer;
  let socket: Socket;
  beforeAll(async () => {
    t = await startTestServer(driver, { MARKET_SIMULATION: 'on', CANDLE_BACKFILL_DAYS: '1' });
    socket = await connectClient(t.url);
  }, 180_000);
  afterAll(async () => {
    socket?.disconnect();
    await t?.stop();
  });

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
