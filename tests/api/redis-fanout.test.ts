import { io, type Socket } from 'socket.io-client';
import { tickFrame } from './exchange-schemas';
import { at, SHARED_STORES_SET, withSharedStores } from './harness';

async function subscribedClient(url: string, received: string[], ticks: string[]): Promise<Socket> {
  const socket = io(url, { transports: ['websocket'], reconnection: false });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  socket.on('future_kline', (payload: unknown) => received.push(JSON.stringify(payload)));
  socket.on('future_tick', (payload: unknown) => ticks.push(JSON.stringify(payload)));
  const ack = (await socket.timeout(5000).emitWithAck('message', {
    header: { type: 1003 },
    body: {
      topics: [
        { topic: 'future_kline', params: { symbols: [{ symbol: 'BTCUSDT', ranges: [60000] }] } },
        { topic: 'future_tick', params: { symbols: [{ symbol: 'BTCUSDT' }] } },
      ],
    },
  })) as { success: boolean };
  expect(ack.success).toBe(true);
  return socket;
}

// Two processes share one PostgreSQL database and one Redis; only the first runs the market feed.
describe.skipIf(!SHARED_STORES_SET)('two server processes behind Redis', () => {
  it(
    'deliver the same engine trade and candle to a client on each process',
    { timeout: 180_000 },
    async () => {
      await withSharedStores(2, async (stores) => {
        const common = { ...stores.env, CANDLE_BACKFILL_DAYS: '0' };
        const feed = await stores.spawn({
          ...common,
          DATA_DIR: stores.dataDir(0),
          MARKET_SIMULATION: 'on',
        });
        const edge = await stores.spawn({
          ...common,
          DATA_DIR: stores.dataDir(1),
          MARKET_SIMULATION: 'off',
        });
        const onFeed: string[] = [];
        const onEdge: string[] = [];
        const ticksOnFeed: string[] = [];
        const ticksOnEdge: string[] = [];
        const sockets: Socket[] = [];
        try {
          sockets.push(
            await subscribedClient(feed.url, onFeed, ticksOnFeed),
            await subscribedClient(edge.url, onEdge, ticksOnEdge),
          );
          // The makers' taker flow trades BTC every 1–4 s: wait for a candle frame and a trade that
          // reached both processes' clients (not for a fixed time a slow machine may not fit in).
          await expect
            .poll(
              () =>
                onEdge.some((frame) => onFeed.includes(frame)) &&
                ticksOnEdge.some((frame) => ticksOnFeed.includes(frame)),
              { timeout: 30_000, interval: 200 },
            )
            .toBe(true);
          expect(edge.output()).toContain('Redis streams adapter');
          expect(edge.output()).not.toContain('market feed started');
          expect(onEdge.length).toBeGreaterThan(0);
          const common = onEdge.filter((frame) => onFeed.includes(frame));
          expect(common.length).toBeGreaterThan(0);
          expect(JSON.parse(at(common, 0))).toMatchObject({
            contractId: 1,
            symbol: 'BTCUSDT',
            source: 'trades',
          });
          // The same engine trade reaches a client of each process.
          const sameTicks = ticksOnEdge.filter((frame) => ticksOnFeed.includes(frame));
          expect(sameTicks.length).toBeGreaterThan(0);
          expect(tickFrame.parse(JSON.parse(at(sameTicks, 0)))).toMatchObject({ contractId: 1 });
        } finally {
          for (const socket of sockets) socket.disconnect();
        }
      });
    },
  );
});
