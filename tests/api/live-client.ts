import { io, type Socket } from 'socket.io-client';
import { startTestServer, type Driver, type TestServer } from './harness';

/** The market simulator running on a day of candle history: a market that moves by itself. */
export const LIVE_MARKET_ENV = { MARKET_SIMULATION: 'on', CANDLE_BACKFILL_DAYS: '1' };

/** A real socket.io client as the web app connects (websocket only, 1003 subscribe frames). */
export async function connectClient(url: string): Promise<Socket> {
  const socket = io(url, {
    path: '/socket.io',
    transports: ['websocket'],
    query: { version: '0.1.0', exchangeClient: 'PC' },
    reconnection: false,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

export async function send(socket: Socket, type: number, body: unknown) {
  return (await socket.timeout(5000).emitWithAck('message', { header: { type }, body })) as {
    code: number;
    success: boolean;
    message: string;
  };
}

export function subscribeBody(topic: string, symbols?: unknown[]) {
  return { topics: [{ topic, ...(symbols ? { params: { symbols } } : {}) }] };
}

/** Resolves once `done()` is true, checking after every event; rejects after `limitMs`. */
export function until(
  socket: Socket,
  events: string[],
  done: () => boolean,
  limitMs: number,
  what: string,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (!done()) return;
      clearTimeout(timer);
      for (const e of events) socket.off(e, check);
      resolve();
    };
    const timer = setTimeout(() => {
      for (const e of events) socket.off(e, check);
      reject(new Error(`not within ${limitMs} ms: ${what}`));
    }, limitMs);
    for (const e of events) socket.on(e, check);
    check();
  });
}

/**
 * For a describe block: the real server started with `env` and a client connected to it, handed
 * to `use`; the client disconnects and the server stops after the block.
 */
export function useServerWithSocket(
  driver: Driver,
  env: Record<string, string>,
  use: (started: { t: TestServer; socket: Socket }) => void,
): void {
  let t: TestServer | undefined;
  let socket: Socket | undefined;
  beforeAll(async () => {
    t = await startTestServer(driver, env);
    socket = await connectClient(t.url);
    use({ t, socket });
  }, 180_000);
  afterAll(async () => {
    socket?.disconnect();
    await t?.stop();
  });
}
