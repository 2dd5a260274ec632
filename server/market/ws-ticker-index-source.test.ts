import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import { contracts } from '../../lib/contract/reference-data';
import { createLogger } from '../logger';
import type { IndexQuote } from './index-source';
import { WsTickerIndexSource } from './ws-ticker-index-source';

/** A local stand-in for a public exchange's websocket (this machine has no internet). */
async function fakeFeed() {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await once(server, 'listening');
  const subscriptions: unknown[] = [];
  const clients: WebSocket[] = [];
  server.on('connection', (socket) => {
    clients.push(socket);
    socket.on('message', (data) => subscriptions.push(JSON.parse(data.toString())));
  });
  return {
    url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}/stream`,
    subscriptions,
    send: (frame: unknown) =>
      clients.forEach((c) => c.send(typeof frame === 'string' ? frame : JSON.stringify(frame))),
    dropClients: () => clients.splice(0).forEach((c) => c.terminate()),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function nextQuote(source: WsTickerIndexSource): Promise<IndexQuote> {
  return new Promise((resolve) => {
    const off = source.subscribe((q) => {
      off();
      resolve(q);
    });
  });
}

describe('websocket ticker index source', () => {
  it('subscribes to mark price streams and turns index prices into ticks', async () => {
    const feed = await fakeFeed();
    const source = new WsTickerIndexSource({
      url: feed.url,
      contracts,
      log: createLogger('silent'),
    });
    await source.start();
    await vi.waitFor(() => expect(feed.subscriptions).toHaveLength(1));
    expect(feed.subscriptions[0]).toMatchObject({
      method: 'SUBSCRIBE',
      params: expect.arrayContaining(['btcusdt@markPrice@1s']),
    });

    let quote = nextQuote(source);
    feed.send({
      stream: 'btcusdt@markPrice@1s',
      data: { e: 'markPriceUpdate', E: 1700, s: 'BTCUSDT', p: '97010.00', i: '97001.26' },
    });
    expect(await quote).toEqual({ contractId: 1, ticks: 970013, price: '97001.3', time: 1700 });

    quote = nextQuote(source);
    feed.send('not json');
    feed.send({ e: 'markPriceUpdate', E: 1, s: 'BTCUSDT', i: '1e5' });
    feed.send({ result: null, id: 1 });
    feed.send({ e: '24hrTicker', E: 1800, s: 'PEPEUSDT', c: '0.0000201234' });
    expect(await quote).toEqual({ contractId: 12, ticks: 2012, price: '0.00002012', time: 1800 });
    expect(source.rejectedFrames).toBe(2);
    expect(source.latest(1)?.price).toBe('97001.3');

    await source.stop();
    await feed.close();
  });

  it('reconnects after the feed drops the connection', async () => {
    const feed = await fakeFeed();
    const source = new WsTickerIndexSource({
      url: feed.url,
      contracts,
      log: createLogger('silent'),
      reconnectDelayMs: 50,
    });
    await source.start();
    await vi.waitFor(() => expect(feed.subscriptions).toHaveLength(1));
    feed.dropClients();
    await vi.waitFor(() => expect(feed.subscriptions).toHaveLength(2), { timeout: 3000 });
    const quote = nextQuote(source);
    feed.send({ e: 'markPriceUpdate', E: 5, s: 'ETHUSDT', i: '3400.005' });
    expect((await quote).price).toBe('3400.01');
    await source.stop();
    await feed.close();
  });

  it('fails to start when the feed cannot be reached', async () => {
    const source = new WsTickerIndexSource({
      url: 'ws://127.0.0.1:9/none',
      contracts,
      log: createLogger('silent'),
    });
    await expect(source.start()).rejects.toThrow();
    await source.stop();
  });
});
