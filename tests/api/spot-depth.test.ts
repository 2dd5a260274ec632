import type { Socket } from 'socket.io-client';
import * as zm from 'zod/mini';
import type { WireDepthFrame as SpotDepthFrame } from '../../lib/contract/wire/public';
import { wireDepthFrameSchema } from '../../lib/contract/wire/public-schemas';
import { drivers, useTestServer, type TestServer } from './harness';
import {
  connectClient,
  LIVE_MARKET_ENV,
  send,
  subscribeBody,
  useServerWithSocket,
} from './live-client';

/** Every frame is the contract's, strictly: a field more, less or of another type fails. */
const spotDepthFrame = zm.strictObject({
  ...wireDepthFrameSchema.shape,
  sc: zm.string().check(zm.regex(/^[a-z0-9]+usdt$/)),
});

/** The next `snapshot_depth` frame for `sc` that satisfies `accept`. */
function nextDepth(
  socket: Socket,
  sc: string,
  limitMs: number,
  accept: (frame: SpotDepthFrame) => boolean = () => true,
): Promise<SpotDepthFrame> {
  return new Promise((resolve, reject) => {
    const onFrame = (raw: unknown) => {
      const frame = spotDepthFrame.parse(raw);
      if (frame.sc !== sc || !accept(frame)) return;
      clearTimeout(timer);
      socket.off('snapshot_depth', onFrame);
      resolve(frame);
    };
    const timer = setTimeout(() => {
      socket.off('snapshot_depth', onFrame);
      reject(new Error(`no snapshot_depth frame for ${sc} within ${limitMs} ms`));
    }, limitMs);
    socket.on('snapshot_depth', onFrame);
  });
}

const price = (level: [string, string] | undefined) => Number(level?.[0]);

// The realtime path does not depend on the SQL driver; one driver is enough.
describe.each(drivers.slice(0, 1))('spot order books on snapshot_depth ($name)', (driver) => {
  let t: TestServer;
  let socket: Socket;
  useServerWithSocket(driver, LIVE_MARKET_ENV, (started) => ({ t, socket } = started));

  it('pushes a two-sided btcusdt book with prices and amounts as decimal strings, best first', async () => {
    const frame = nextDepth(socket, 'btcusdt', 8000);
    const ack = await send(socket, 1003, subscribeBody('snapshot_depth', [{ symbol: 'btcusdt' }]));
    expect(ack).toMatchObject({ code: 0, success: true });
    const push = await frame;
    expect(Object.keys(push).sort()).toEqual(['asks', 'bids', 'sc', 't']);
    expect(Math.abs(push.t - Date.now())).toBeLessThan(5000);
    expect(push.asks.length).toBeGreaterThan(0);
    expect(push.bids.length).toBeGreaterThan(0);
    expect(push.asks.length).toBeLessThanOrEqual(50);
    expect(push.bids.length).toBeLessThanOrEqual(50);
    for (const [p, amount] of [...push.asks, ...push.bids]) {
      // btcusdt: 1 price decimal, 5 amount decimals.
      expect(p).toMatch(/^\d+\.\d$/);
      expect(amount).toMatch(/^\d+\.\d{5}$/);
      expect(Number(amount)).toBeGreaterThan(0);
    }
    const asks = push.asks.map(price);
    const bids = push.bids.map(price);
    expect(asks).toEqual([...asks].sort((a, b) => a - b));
    expect(bids).toEqual([...bids].sort((a, b) => b - a));
    expect(price(push.bids[0])).toBeLessThan(price(push.asks[0]));
    // Around the BTC index: the spread is a few basis points.
    const index = Number(t.server.feed?.index.latest(1)?.price);
    expect(Math.abs(price(push.bids[0]) - index) / index).toBeLessThan(0.005);
    expect(Math.abs(price(push.asks[0]) - index) / index).toBeLessThan(0.005);
  });

  it('keeps the book moving: the taker flow trades and the maker requotes', async () => {
    const first = await nextDepth(socket, 'btcusdt', 8000);
    const moved = await nextDepth(
      socket,
      'btcusdt',
      10_000,
      (frame) =>
        JSON.stringify([frame.asks, frame.bids]) !== JSON.stringify([first.asks, first.bids]),
    );
    expect(moved.t).toBeGreaterThan(first.t);
    expect(t.server.feed?.spot?.tradesCount).toBeGreaterThan(0);
  });

  it('gives a new subscriber the current book right away', async () => {
    const late = await connectClient(t.url);
    try {
      const frame = nextDepth(late, 'solusdt', 500);
      const ack = await send(late, 1003, subscribeBody('snapshot_depth', [{ symbol: 'solusdt' }]));
      expect(ack.success).toBe(true);
      const push = await frame;
      expect(push.asks.length).toBeGreaterThan(0);
      expect(push.bids.length).toBeGreaterThan(0);
    } finally {
      late.disconnect();
    }
  });

  it('sends frames only to the symbols subscribed', async () => {
    const other = await connectClient(t.url);
    try {
      const seen = new Set<string>();
      other.on('snapshot_depth', (frame: SpotDepthFrame) => seen.add(frame.sc));
      await send(other, 1003, subscribeBody('snapshot_depth', [{ symbol: 'ethusdt' }]));
      await nextDepth(other, 'ethusdt', 8000);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect([...seen]).toEqual(['ethusdt']);
    } finally {
      other.disconnect();
    }
  });
});

describe.each(drivers.slice(0, 1))(
  'spot order books with MARKET_SIMULATION off ($name)',
  (driver) => {
    let t: TestServer;
    useTestServer(
      driver,
      { MARKET_SIMULATION: 'off', CANDLE_BACKFILL_DAYS: '1' },
      (server) => ({ t } = server),
    );

    it('runs no spot books and pushes no spot depth', async () => {
      expect(t.server.feed?.spot).toBeUndefined();
      const socket = await connectClient(t.url);
      try {
        let frames = 0;
        socket.on('snapshot_depth', () => (frames += 1));
        const ack = await send(
          socket,
          1003,
          subscribeBody('snapshot_depth', [{ symbol: 'btcusdt' }]),
        );
        expect(ack.success).toBe(true);
        await new Promise((resolve) => setTimeout(resolve, 1500));
        expect(frames).toBe(0);
      } finally {
        socket.disconnect();
      }
    });
  },
);
