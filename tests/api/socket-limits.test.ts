import { io, type Socket } from 'socket.io-client';
import WebSocket from 'ws';
import { drivers, startTestServer, type TestServer } from './harness';

/**
 * Issue 30 §5: realtime connections per address are capped (socket.io and the Binance streams
 * together; here 6 instead of the default 100), an unknown or malformed stream path is refused
 * before the upgrade, and nothing refused is held open.
 */

const LIMIT = 6;

describe.each(drivers.slice(0, 1))('realtime connection limits on $name', (driver) => {
  let t: TestServer;
  const open: { close(): void }[] = [];
  beforeAll(async () => {
    t = await startTestServer(driver, {
      CANDLE_BACKFILL_DAYS: '0',
      REALTIME_CONNECTIONS_PER_ADDRESS: String(LIMIT),
    });
  }, 120_000);
  afterEach(() => {
    for (const socket of open.splice(0)) socket.close();
  });
  afterAll(async () => {
    await t.stop();
  });

  const wsUrl = (path: string) => `${t.url.replace('http', 'ws')}${path}`;

  /** A Binance stream connection: open, or the HTTP status and body it was refused with. */
  function stream(path: string): Promise<WebSocket | { status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(wsUrl(path));
      socket.once('open', () => {
        open.push(socket);
        resolve(socket);
      });
      socket.once('unexpected-response', (_req, response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      });
      socket.once('error', reject);
    });
  }

  /** A socket.io connection over websocket: connected, or the refusal's message. */
  function socketIo(): Promise<Socket | { refused: string }> {
    const socket = io(t.url, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
    });
    return new Promise((resolve) => {
      socket.once('connect', () => {
        open.push(socket);
        resolve(socket);
      });
      socket.once('connect_error', (error) => {
        socket.close();
        resolve({ refused: error.message });
      });
    });
  }

  /** Connections the server holds from 127.0.0.1 (upgraded sockets included). */
  const held = () =>
    new Promise<number>((resolve, reject) =>
      t.server.httpServer.getConnections((error, count) =>
        error ? reject(error) : resolve(count),
      ),
    );

  it(`refuses the ${LIMIT + 1}th realtime connection from one address, socket.io and streams together`, async () => {
    const before = await held();
    const accepted = [
      ...(await Promise.all([socketIo(), socketIo(), socketIo()])),
      await stream('/ws/btcusdt@depth'),
      await stream('/market/ws/0'),
      await stream('/stream?streams=btcusdt@trade/ethusdt@markPrice'),
    ];
    expect(accepted.every((c) => c instanceof WebSocket || 'connected' in c)).toBe(true);

    expect(await stream('/ws/btcusdt@trade')).toEqual({
      status: 429,
      body: JSON.stringify({
        code: -1003,
        msg: `at most ${LIMIT} realtime connections per address`,
      }),
    });
    expect(await socketIo()).toEqual({ refused: 'websocket error' });
    // What the refusal says, as a long-polling handshake reads it.
    const polling = await fetch(`${t.url}/socket.io/?EIO=4&transport=polling`);
    expect(polling.status).toBe(403);
    expect(await polling.json()).toEqual({
      code: 4,
      message: `at most ${LIMIT} realtime connections per address`,
    });
    // Twenty more attempts: none is held open.
    await Promise.all(Array.from({ length: 10 }, () => stream('/ws')));
    await Promise.all(Array.from({ length: 10 }, () => socketIo()));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await held()).toBeLessThanOrEqual(before + LIMIT + 1);

    // A connection that ends frees its place.
    (accepted[3] as WebSocket).close();
    (accepted[0] as Socket).close();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await stream('/ws/btcusdt@trade')).toBeInstanceOf(WebSocket);
    expect('connected' in (await socketIo())).toBe(true);
  });

  it('refuses an unknown stream or listen key in the path with 400, before upgrading', async () => {
    for (const path of [
      '/ws/anything',
      '/ws/btcusdt@depth/nosuch@trade',
      '/ws/xyzusdt@trade',
      '/stream?streams=btcusdt@trade/whatever',
      '/private/ws?listenKey=not-a-live-key',
    ]) {
      const refused = await stream(path);
      expect(refused, path).toMatchObject({ status: 400 });
      expect(JSON.parse((refused as { body: string }).body).msg, path).toMatch(
        /^unknown stream or listen key: /,
      );
    }
    const tooMany = Array.from({ length: 1025 }, () => 'btcusdt@trade').join('/');
    expect(await stream(`/stream?streams=${tooMany}`)).toMatchObject({ status: 400 });
    // Streams this server publishes and CCXT's numbered connections still open.
    expect(await stream('/ws/BTCUSDT@kline_1m')).toBeInstanceOf(WebSocket);
    expect(await stream('/ws/3')).toBeInstanceOf(WebSocket);
  });

  it('refuses a malformed percent-encoding in a stream path with 400 and keeps serving', async () => {
    expect(await stream('/ws/%E0%A4%A')).toMatchObject({ status: 400 });
    const time = await fetch(`${t.url}/fapi/v1/time`);
    expect(time.status).toBe(200);
  });

  it('caps subscriptions per connection: 1 024 streams, 200 socket.io rooms', async () => {
    const socket = (await stream('/ws')) as WebSocket;
    const replies: unknown[] = [];
    socket.on('message', (data: Buffer) => replies.push(JSON.parse(data.toString())));
    const kline = ['1m', '5m', '15m', '30m', '1h', '4h', '1d', '1w'];
    const symbols = ['btcusdt', 'ethusdt', 'solusdt', 'xrpusdt', 'dogeusdt'];
    const names = symbols.flatMap((s) => [
      ...kline.map((k) => `${s}@kline_${k}`),
      `${s}@trade`,
      `${s}@aggTrade`,
    ]);
    socket.send(JSON.stringify({ method: 'SUBSCRIBE', params: names, id: 1 }));
    const padding = Array.from({ length: 1025 - names.length }, () => 'btcusdt@depth');
    socket.send(JSON.stringify({ method: 'SUBSCRIBE', params: padding, id: 2 }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(replies).toEqual([
      { result: null, id: 1 },
      { error: { code: 2, msg: 'Invalid request: at most 1024 streams' }, id: 2 },
    ]);
    // The socket.io side keeps its own cap (tests/api/realtime.test.ts: 200 rooms).
  });
});
