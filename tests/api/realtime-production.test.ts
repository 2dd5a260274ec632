import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { drivers, spawnServer, useServerWorkspace } from './harness';
import { connectClient, send, subscribeBody } from './live-client';

/**
 * The realtime socket through the same entry `npm start` uses: the compiled server in production
 * with the Next.js app in the process. The API tests run without Next, which is how a socket that
 * Next's own upgrade handling killed in every browser went unnoticed; this test keeps Next in.
 */

const BUILD_ID = path.resolve(import.meta.dirname, '../../.next/BUILD_ID');

/** Sends raw bytes on a new TCP connection; resolves with what came back once the server closes it. */
function rawExchange(
  url: string,
  request: string,
  limitMs = 5000,
): Promise<{ text: string; closedMs: number }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(Number(port), hostname, () => socket.write(request));
    let text = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`still open after ${limitMs} ms; received: ${JSON.stringify(text)}`));
    }, limitMs);
    socket.on('data', (chunk) => (text += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ text, closedMs: Date.now() - started });
    });
  });
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
}

describe.each(drivers.slice(0, 1))('realtime through the production server on $name', (driver) => {
  const workspace = useServerWorkspace(driver);
  let server: Awaited<ReturnType<typeof spawnServer>> | undefined;

  beforeAll(async () => {
    if (!existsSync(BUILD_ID)) {
      throw new Error('no production build in .next: run `npm run build` before this test');
    }
    server = await spawnServer(
      workspace.env({
        NODE_ENV: 'production',
        WEB: 'on',
        DEV_DELIVERY: 'on',
        MARKET_SIMULATION: 'on',
        CANDLE_BACKFILL_DAYS: '1',
      }),
    );
  }, 180_000);

  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGKILL');
      await exited(server.child);
    }
  });

  it('keeps a websocket open after a page was served and pushes ticks for 10 s', async () => {
    const base = server?.url ?? '';
    const page = await fetch(`${base}/en/futures/BTCUSDT`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('BTCUSDT');

    const socket = await connectClient(base);
    const disconnects: string[] = [];
    socket.on('disconnect', (reason) => disconnects.push(reason));
    const ticks: { contractId: number; trades: unknown[] }[] = [];
    socket.on('future_tick', (frame: { contractId: number; trades: unknown[] }) =>
      ticks.push(frame),
    );
    try {
      const ack = await send(socket, 1003, subscribeBody('future_tick', [{ symbol: 'BTCUSDT' }]));
      expect(ack.code).toBe(0);
      // A page request between frames: the router must not touch the open socket.
      await new Promise((resolve) => setTimeout(resolve, 5000));
      expect((await fetch(`${base}/en`)).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 5000));
      expect(disconnects).toEqual([]);
      expect(socket.connected).toBe(true);
      expect(socket.io.engine.transport.name).toBe('websocket');
      expect(ticks.length).toBeGreaterThanOrEqual(2);
      expect(ticks.every((frame) => frame.contractId === 1 && frame.trades.length > 0)).toBe(true);
    } finally {
      socket.disconnect();
    }
  }, 30_000);

  it('answers an upgrade to any other path with 400 and closes it at once', async () => {
    const base = server?.url ?? '';
    for (const target of ['/en/futures/BTCUSDT', '/api/getPublic', '/_next/hmr', '/socket.io']) {
      const answer = await rawExchange(
        base,
        `GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n` +
          'Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
      );
      expect(answer.text, target).toMatch(/^HTTP\/1\.1 400 /);
      expect(answer.closedMs, target).toBeLessThan(1000);
    }
  });

  it('shuts down on SIGTERM within its deadline with sockets open in every state', async () => {
    const child = server?.child;
    const base = server?.url ?? '';
    if (!child) throw new Error('server not started');
    const { hostname, port } = new URL(base);
    const open = (request: string) =>
      new Promise<net.Socket>((resolve) => {
        const socket = net.connect(Number(port), hostname, () => {
          socket.write(request);
          resolve(socket);
        });
        socket.on('error', () => undefined);
      });
    // A websocket, a request whose headers never finish, an idle keep-alive connection.
    const websocket = await connectClient(base);
    const halfRequest = await open('GET /en HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
    const keepAlive = await open('');
    try {
      const started = Date.now();
      child.kill('SIGTERM');
      const code = await exited(child);
      expect(code).toBe(0);
      // The grace period is 5 s; the rest of the shutdown (journal, SQL) takes well under 5 s.
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      websocket.disconnect();
      halfRequest.destroy();
      keepAlive.destroy();
    }
  }, 20_000);
});
