import { io as ioClient } from 'socket.io-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { wireOrder } from '@/lib/test-utils/wire-order';
import { RealtimeClient } from '@/lib/socket/realtime-client';
import { startSocketServer, waitFor, type TestSocketServer } from '@/lib/test-utils/socket-server';
import { createRealtimeStore, type RealtimeStore } from './stores/realtime-store';
import { bindRealtime, type RealtimeBinding } from './stream/connect-realtime';
import { onRealtimeMessage } from './stream/parsed-messages';
import { livePositionOf, type RealtimeMessage } from './types';
import * as contractRows from './stream/contract-rows';
import { wireAccount, wireAccountAsset, wireBalance } from '@/lib/test-utils/wire-balance';
import { wirePosition } from '@/lib/test-utils/wire-position';
import { wireIndicator, wireSpotMarket, wireTick } from '@/lib/test-utils/wire-public';

let server: TestSocketServer;
let client: RealtimeClient;
let store: RealtimeStore;
let binding: RealtimeBinding;
let frames: (() => void)[];

/** Runs the queued animation frame(s). */
function runFrame(): void {
  const due = frames;
  frames = [];
  for (const frame of due) frame();
}

async function settle(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 30));
  runFrame();
}

function authRequests(connection?: number) {
  return server.requests.filter(
    (r) =>
      r.payload.header?.type === 1001 && (connection === undefined || r.connection === connection),
  );
}

function subscribeRequests(connection?: number) {
  return server.requests.filter(
    (r) =>
      r.payload.header?.type === 1003 && (connection === undefined || r.connection === connection),
  );
}

beforeEach(async () => {
  server = await startSocketServer();
  frames = [];
  store = createRealtimeStore();
  client = new RealtimeClient({
    url: server.url,
    path: '/socket.io',
    version: '9.9.9',
    exchangeClient: 'PC',
    io: ioClient,
  });
  // The contract's row parsers at once (the app loads them lazily: stream/contract-frames.test.ts).
  binding = bindRealtime(client, store, (flush) => frames.push(flush), {
    loadRows: async () => contractRows,
  });
  client.connect();
  await waitFor(() => client.connected, 5000, 'connect');
});

afterEach(async () => {
  binding.dispose();
  client.disconnect();
  await server.close();
});

describe('connection', () => {
  it('uses the websocket transport and sends version and exchangeClient in the query', () => {
    expect(server.transports).toEqual(['websocket']);
    expect(server.handshakes[0]).toMatchObject({ version: '9.9.9', exchangeClient: 'PC' });
  });

  it('authenticates once, and is done only after the acknowledgement', async () => {
    client.authenticate('tok-A');
    expect(client.authenticated).toBe(false);
    client.authenticate('tok-A');
    await waitFor(() => client.authenticated, 3000, 'auth ack');
    client.authenticate('tok-A');
    await settle();
    expect(authRequests()).toHaveLength(1);
    expect(authRequests()[0]?.payload).toEqual({
      header: { type: 1001 },
      body: { token: 'tok-A' },
    });
  });

  it('is not authenticated when the server refuses the token', async () => {
    server.sockets[0]?.removeAllListeners('message');
    server.sockets[0]?.on('message', (_payload: unknown, ack?: (reply: unknown) => void) =>
      ack?.({ code: 401, success: false }),
    );
    client.authenticate('bad');
    await settle();
    await settle();
    expect(client.authenticated).toBe(false);
  });

  it('subscribes with the topic and its symbols (step and ranges optional)', async () => {
    client.subscribe('future_snapshot_depth', [{ symbol: 'BTCUSDT', step: '0.1' }]);
    client.subscribe('future_kline', [{ symbol: 'BTCUSDT', ranges: [60000] }]);
    client.subscribe('future_tick', [{ symbol: 'BTCUSDT' }]);
    await waitFor(() => subscribeRequests().length === 3, 3000, 'subscriptions');
    expect(subscribeRequests().map((r) => r.payload)).toEqual([
      {
        header: { type: 1003 },
        body: {
          topics: [
            {
              topic: 'future_snapshot_depth',
              params: { symbols: [{ symbol: 'BTCUSDT', step: '0.1' }] },
            },
          ],
        },
      },
      {
        header: { type: 1003 },
        body: {
          topics: [
            {
              topic: 'future_kline',
              params: { symbols: [{ symbol: 'BTCUSDT', ranges: [60000] }] },
            },
          ],
        },
      },
      {
        header: { type: 1003 },
        body: { topics: [{ topic: 'future_tick', params: { symbols: [{ symbol: 'BTCUSDT' }] } }] },
      },
    ]);
  });
  it('keeps a topic while any holder still wants it, then unsubscribes it (1004) and stops resubscribing it', async () => {
    client.subscribe('future_tick', [{ symbol: 'BTCUSDT' }]);
    client.subscribe('future_tick', [{ symbol: 'BTCUSDT' }]);
    await waitFor(() => subscribeRequests().length === 1, 3000, 'one subscribe for two holders');
    client.forget('future_tick', [{ symbol: 'BTCUSDT' }]);
    await settle();
    expect(server.requests.filter((r) => r.payload.header?.type === 1004)).toHaveLength(0);
    expect(client.topics).toHaveLength(1);
    client.forget('future_tick', [{ symbol: 'BTCUSDT' }]);
    await waitFor(
      () => server.requests.some((r) => r.payload.header?.type === 1004),
      3000,
      'unsubscribe',
    );
    expect(server.requests.find((r) => r.payload.header?.type === 1004)?.payload).toEqual({
      header: { type: 1004 },
      body: { topics: [{ topic: 'future_tick', params: { symbols: [{ symbol: 'BTCUSDT' }] } }] },
    });
    expect(client.topics).toEqual([]);
  });
  it('holds a topic without symbols as a whole (indicator, top ten, realtime)', async () => {
    client.subscribe('indicator');
    client.subscribe('indicator');
    await waitFor(() => subscribeRequests().length === 1, 3000, 'subscribe');
    expect(subscribeRequests()[0]?.payload.body).toEqual({
      topics: [{ topic: 'indicator', params: { symbols: [] } }],
    });
    client.forget('indicator');
    expect(client.topics).toEqual([{ topic: 'indicator', params: { symbols: [] } }]);
    client.forget('indicator');
    await waitFor(
      () => server.requests.some((r) => r.payload.header?.type === 1004),
      3000,
      'unsubscribe',
    );
    expect(client.topics).toEqual([]);
  });
  it('sends a private topic (match) only after the server accepted the token', async () => {
    client.subscribe('match', [{ symbol: 'user' }]);
    client.subscribe('future_tick', [{ symbol: 'BTCUSDT' }]);
    await waitFor(() => subscribeRequests().length === 1, 3000, 'public subscribe');
    expect(subscribeRequests()[0]?.payload.body).toEqual({
      topics: [{ topic: 'future_tick', params: { symbols: [{ symbol: 'BTCUSDT' }] } }],
    });
    client.authenticate('tok-A');
    await waitFor(() => subscribeRequests().length === 2, 3000, 'private subscribe');
    const auth = server.requests.findIndex((r) => r.payload.header?.type === 1001);
    const privateSubscribe = server.requests.findIndex((r) => r === subscribeRequests()[1]);
    expect(auth).toBeGreaterThanOrEqual(0);
    expect(privateSubscribe).toBeGreaterThan(auth);
    expect(subscribeRequests()[1]?.payload.body).toEqual({
      topics: [{ topic: 'match', params: { symbols: [{ symbol: 'user' }] } }],
    });
  });
});

describe('frames off the contract stop at the realtime edge', () => {
  it('drops the rows that drift from the contract and keeps the rest of their frame', async () => {
    const problems: string[] = [];
    // What readers of single frames (the live histories) get: the same parsed rows.
    const announced: RealtimeMessage[] = [];
    const offAnnounced = onRealtimeMessage((message) => announced.push(message));
    binding.dispose();
    binding = bindRealtime(client, store, (flush) => frames.push(flush), {
      loadRows: async () => contractRows,
      report: (problem) => problems.push(problem),
    });
    server.push('match', {
      type: 3012,
      // A side the contract spells 1 / -1 / 0, and a size as a number: neither is a position row.
      data: [
        { ...wirePosition({ positionId: 4 }), side: 'LONG' },
        { ...wirePosition({ positionId: 5 }), size: 0.01 },
        wirePosition({ positionId: 6 }),
      ],
    });
    server.push('match', {
      type: 3004,
      data: [
        { ...wireOrder(20, 2), orderStatus: 'NEW' },
        { orderId: 21, orderStatus: 2 },
      ],
    });
    server.push('match', { type: 3002, data: [{ currencyId: 1, real: '8' }] });
    server.push('match', { type: 9999, data: [] });
    server.push('match', { type: 3004, data: wireOrder(22, 2) });
    server.push('indicator', { accounts: [{ aid: '7', at: 1 }] });
    // A public frame off the contract (a contract's figures without most of its letters).
    server.push('indicator', { indicators: [{ cid: 1, lp: '97011' }], markets: [] });
    server.push('no_such_topic', { a: 1 });
    await settle();
    const state = store.getState();
    expect(state.positions.map((p) => p.positionId)).toEqual([6]);
    expect(state.openOrders).toEqual({});
    expect(state.balances).toEqual({});
    expect(state.accounts).toEqual({});
    expect(state.indicators).toEqual({});
    expect(problems).toHaveLength(9);
    offAnnounced();
    expect(announced.filter((m) => m.topic === 'match')).toEqual([
      { topic: 'match', payload: { type: 3012, data: [wirePosition({ positionId: 6 })] } },
    ]);
  });
});

describe('the store merges every topic', () => {
  it('indicator: contracts, spot markets (their own map) and accounts', async () => {
    const btc = wireIndicator({ cid: 1, lp: '97011', pcr: '0.012', pv: '1200', pt: '116000000' });
    const eth = wireIndicator({ cid: 2, lp: '3400' });
    const spot = wireSpotMarket({ cid: 1001, sc: 'btcusdt', lp: '97005.2', pcr: '0.011' });
    server.push('indicator', {
      indicators: [wireIndicator({ cid: 1, mp: '97010.5' })],
      markets: [],
    });
    server.push('indicator', { indicators: [btc, eth], markets: [spot] });
    // The user's own frame: their accounts only.
    server.push('indicator', {
      accounts: [wireAccount({ aid: 7, assets: [wireAccountAsset({ avail: '100', upnl: '2' })] })],
    });
    await settle();
    const state = store.getState();
    expect(state.indicators[1]).toEqual(btc);
    expect(state.indicators[2]).toEqual(eth);
    // A spot market never lands among the contracts, whatever its id.
    expect(state.indicators[1001]).toBeUndefined();
    expect(state.spotMarkets[1001]).toEqual(spot);
    expect(state.accounts['7']).toMatchObject({ aid: 7, at: 1 });
    expect(state.accountLoading).toBe(false);
  });

  it('match 3002: balance updates (and the account loading flag turns false)', async () => {
    expect(store.getState().accountLoading).toBe(true);
    server.push('match', { type: 3002, data: [wireBalance({ real: '10', frozen: '2' })] });
    server.push('match', { type: 3002, data: [wireBalance({ real: '8', frozen: '0' })] });
    server.push('match', {
      type: 3002,
      data: [wireBalance({ account: 10, real: '3' }), wireBalance({ account: 'spot', real: '4' })],
    });
    await settle();
    expect(store.getState().balances['10:1']?.real).toBe('3');
    expect(store.getState().balances['spot:1']?.real).toBe('4');
    // A row is the wallet's whole state: the newer one replaces it.
    expect(store.getState().balances['1:1']).toEqual(wireBalance({ real: '8', frozen: '0' }));
    expect(store.getState().accountLoading).toBe(false);
  });

  it('match 3022: position configs by contract', async () => {
    server.push('match', {
      type: 3022,
      data: [
        { accountType: 1, contractId: 1, isolated: true, leverage: 20, hedge: false },
        { accountType: 1, contractId: 2, isolated: false, leverage: 5, hedge: true },
      ],
    });
    await settle();
    expect(store.getState().positionConfigs['1:1']).toEqual({
      accountType: 1,
      contractId: 1,
      isolated: true,
      leverage: 20,
      hedge: false,
    });
    expect(store.getState().positionConfigs['1:2']?.leverage).toBe(5);
  });

  it('match 3022: the bonus account’s configs do not overwrite the futures account’s', async () => {
    server.push('match', {
      type: 3022,
      data: [{ accountType: 1, contractId: 1, isolated: true, leverage: 50, hedge: false }],
    });
    server.push('match', {
      type: 3022,
      data: [{ accountType: 10, contractId: 1, isolated: false, leverage: 10, hedge: false }],
    });
    await settle();
    expect(store.getState().positionConfigs['1:1']).toMatchObject({ isolated: true, leverage: 50 });
    expect(store.getState().positionConfigs['10:1']).toMatchObject({
      isolated: false,
      leverage: 10,
    });
  });

  it('match 3012: the position list, sorted by id descending (loading flag turns false)', async () => {
    expect(store.getState().positionLoading).toBe(true);
    const row = (positionId: number, size = '0.01') => wirePosition({ positionId, size });
    server.push('match', { type: 3012, data: [row(3), row(11), row(7)] });
    await settle();
    expect(store.getState().positions.map((p) => p.positionId)).toEqual([11, 7, 3]);
    expect(store.getState().positionLoading).toBe(false);
    // Changed rows update in place; a fully closed position (size 0) leaves the list.
    server.push('match', {
      type: 3012,
      data: [wirePosition({ positionId: 7, size: '0', side: 0 }), row(12, '1'), row(3, '2')],
    });
    await settle();
    expect(store.getState().positions).toEqual(
      [row(12, '1'), row(11), row(3, '2')].map(livePositionOf),
    );
    // Read once into the store's form: Decimals, and the engine's cost in money units.
    const [newest] = store.getState().positions;
    expect(newest?.size.toFixed()).toBe('1');
    expect(newest?.cost).toBe(90_000n * 100_000_000n);
  });

  it.each([3004, 3016])('match %i: orders insert and update the open-order map', async (type) => {
    server.push('match', {
      type,
      data: [wireOrder(1, 2, { price: '100' }), wireOrder(2, 0, { type: 4, price: null })],
    });
    server.push('match', {
      type,
      data: [wireOrder(1, 3, { price: '100', filledQuantity: '0.05' })],
    });
    await settle();
    expect(store.getState().openOrders['1']).toEqual(
      wireOrder(1, 3, { price: '100', filledQuantity: '0.05' }),
    );
    expect(Object.keys(store.getState().openOrders)).toEqual(['1', '2']);
  });

  it.each([4, 5, 6] as const)(
    'an order with status %s leaves the open-order map',
    async (status) => {
      server.push('match', { type: 3004, data: [wireOrder(10, 2), wireOrder(11, 2)] });
      await settle();
      server.push('match', { type: 3016, data: [wireOrder(10, status)] });
      await settle();
      expect(Object.keys(store.getState().openOrders)).toEqual(['11']);
    },
  );

  it.each([0, 1, 2, 3, 7] as const)('an order with status %s stays open', async (status) => {
    server.push('match', { type: 3004, data: [wireOrder(10, status)] });
    await settle();
    expect(store.getState().openOrders['10']?.orderStatus).toBe(status);
  });

  it('future_tick: recent trades newest first, capped at 50', async () => {
    for (let batch = 0; batch < 6; batch += 1) {
      const trades = Array.from({ length: 10 }, (_, i) =>
        wireTick({
          time: batch * 10 + i,
          tradeId: batch * 10 + i + 1,
          price: String(100 + batch * 10 + i),
          amount: '1',
          side: i % 2 ? 'buy' : 'sell',
        }),
      );
      server.push('future_tick', { contractId: 1, trades });
    }
    server.push('future_tick', {
      contractId: 2,
      trades: [wireTick({ time: 1000, price: '1', contractId: 2 })],
    });
    await settle();
    const trades = store.getState().trades[1] ?? [];
    expect(trades).toHaveLength(50);
    expect(trades[0]?.time).toBe(59);
    expect(trades[49]?.time).toBe(10);
    expect(store.getState().trades[2]).toHaveLength(1);
  });

  it('future_snapshot_depth and snapshot_depth: order books by code', async () => {
    const levels = Array.from({ length: 50 }, (_, i) => [String(100 + i), '1'] as [string, string]);
    server.push('future_snapshot_depth', { sc: 'BTCUSDT', asks: levels, bids: levels, t: 1 });
    server.push('future_snapshot_depth', { sc: 'BTCUSDT', asks: [['1', '1']], bids: [], t: 2 });
    server.push('snapshot_depth', { sc: 'ethusdt', asks: [], bids: [['2', '3']], t: 3 });
    await settle();
    expect(store.getState().depth.BTCUSDT).toEqual({
      sc: 'BTCUSDT',
      asks: [['1', '1']],
      bids: [],
      t: 2,
    });
    expect(store.getState().spotDepth.ethusdt?.bids).toEqual([['2', '3']]);
  });

  it('future_kline, home_page_top_ten24 and realtime', async () => {
    const kline = {
      time: 1_700_000_000_000,
      open: '1',
      high: '2',
      low: '0.5',
      close: '1.5',
      volume: '10',
    };
    const frame = { contractId: 1, symbol: 'BTCUSDT', period: '3600000', source: 'trades', kline };
    server.push('future_kline', frame);
    server.push('home_page_top_ten24', { ids: [3, 1, 2] });
    // Not a time: the frame drifts from the contract and goes, no clock offset taken from it.
    server.push('realtime', { timeSlice: [{ t: 1, p: '2' }] });
    await settle();
    expect(store.getState().klines['1:3600000']).toEqual(kline);
    expect(store.getState().topTen).toEqual([3, 1, 2]);
    expect(store.getState().serverClockOffset).toBeNull();
  });

  it('realtime: the server’s epoch ms give the offset of this machine’s clock', async () => {
    server.push('realtime', { timeSlice: Date.now() + 90_000 });
    await settle();
    const offset = store.getState().serverClockOffset ?? 0;
    expect(offset).toBeGreaterThan(89_000);
    expect(offset).toBeLessThanOrEqual(90_000);
  });
});

describe('batching', () => {
  it('a burst of messages costs one store write per frame', async () => {
    let writes = 0;
    store.subscribe(() => {
      writes += 1;
    });
    for (let i = 0; i < 300; i += 1) {
      server.push('future_tick', {
        contractId: 1,
        trades: [wireTick({ time: i, tradeId: i + 1, price: '1', amount: '1' })],
      });
      server.push('indicator', {
        indicators: [wireIndicator({ cid: (i % 50) + 1, lp: String(i) })],
        markets: [],
      });
    }
    await waitFor(() => binding.batcher.pending === 600, 5000, 'burst delivered');
    expect(writes).toBe(0);
    expect(frames).toHaveLength(1);
    runFrame();
    expect(writes).toBe(1);
    expect(store.getState().trades[1]?.[0]?.time).toBe(299);
    expect(Object.keys(store.getState().indicators)).toHaveLength(50);
  });
});

describe('reconnect', () => {
  async function primePrivateData(): Promise<void> {
    client.authenticate('tok-A');
    await waitFor(() => client.authenticated, 3000, 'auth');
    client.subscribe('match', [{ symbol: 'user' }]);
    client.subscribe('future_tick', [{ symbol: 'BTCUSDT' }]);
    client.subscribe('future_snapshot_depth', [
      { symbol: 'BTCUSDT', step: '0.1' },
      { symbol: 'ETHUSDT' },
    ]);
    server.push('indicator', { accounts: [wireAccount({ aid: 7 })] });
    server.push('indicator', {
      indicators: [wireIndicator({ cid: 1, lp: '5' })],
      markets: [wireSpotMarket({ cid: 1001, lp: '6' })],
    });
    server.push('match', { type: 3002, data: [wireBalance({ real: '1' })] });
    server.push('match', { type: 3012, data: [wirePosition({ positionId: 1 })] });
    server.push('match', {
      type: 3022,
      data: [{ accountType: 1, contractId: 1, isolated: false, leverage: 10, hedge: false }],
    });
    server.push('match', { type: 3004, data: [wireOrder(5, 2)] });
    await settle();
    expect(Object.keys(store.getState().openOrders)).toEqual(['5']);
    expect(store.getState().positionConfigs['1:1']?.leverage).toBe(10);
    expect(store.getState().accounts['7']?.at).toBe(1);
    expect(store.getState().balances['1:1']?.real).toBe('1');
    expect(store.getState().accountLoading).toBe(false);
  }

  async function expectRecovered(lastToken: string): Promise<void> {
    // Caches were cleared before the new connection re-authenticated.
    await waitFor(() => authRequests(2).length === 1, 8000, 're-auth');
    const state = store.getState();
    expect(state.accounts).toEqual({});
    expect(state.balances).toEqual({});
    expect(state.positions).toEqual([]);
    expect(state.positionConfigs).toEqual({});
    expect(state.openOrders).toEqual({});
    expect(state.accountLoading).toBe(true);
    expect(state.positionLoading).toBe(true);
    // Public market data survives.
    expect(state.indicators[1]?.lp).toBe('5');
    expect(state.spotMarkets[1001]?.lp).toBe('6');
    expect(authRequests(2)[0]?.payload).toEqual({
      header: { type: 1001 },
      body: { token: lastToken },
    });
    await waitFor(() => subscribeRequests(2).length === 1, 8000, 'resubscribe');
    const auth = server.requests.findIndex((r) => r === authRequests(2)[0]);
    const resubscribe = server.requests.findIndex((r) => r === subscribeRequests(2)[0]);
    expect(resubscribe).toBeGreaterThan(auth);
    expect(subscribeRequests(2)[0]?.payload).toEqual({
      header: { type: 1003 },
      body: {
        topics: [
          { topic: 'match', params: { symbols: [{ symbol: 'user' }] } },
          { topic: 'future_tick', params: { symbols: [{ symbol: 'BTCUSDT' }] } },
          {
            topic: 'future_snapshot_depth',
            params: { symbols: [{ symbol: 'BTCUSDT', step: '0.1' }, { symbol: 'ETHUSDT' }] },
          },
        ],
      },
    });
    await waitFor(() => client.authenticated, 3000, 'authenticated again');
  }

  it('after the server disconnects the client: clears caches, re-auths with the last token, resubscribes every topic', async () => {
    await primePrivateData();
    client.authenticate('tok-B');
    await waitFor(() => authRequests(1).length === 2, 3000, 'second token auth');
    server.sockets[0]?.disconnect(true);
    await expectRecovered('tok-B');
    // Fresh data flows again after the reconnect.
    server.push('match', { type: 3004, data: [wireOrder(6, 2)] });
    await settle();
    expect(Object.keys(store.getState().openOrders)).toEqual(['6']);
  });

  it('after the connection drops at the transport level: the same recovery', async () => {
    await primePrivateData();
    server.sockets[0]?.conn.close();
    await expectRecovered('tok-A');
  });

  it('reports the connection lost while it reconnects, and asks for private data again after', async () => {
    expect(store.getState().connection).toBe('open');
    const epoch = store.getState().privateDataEpoch;
    server.sockets[0]?.conn.close();
    await waitFor(() => store.getState().connection === 'lost', 3000, 'lost');
    await waitFor(() => store.getState().connection === 'open', 5000, 'open again');
    expect(store.getState().privateDataEpoch).toBe(epoch + 1);
  });
});
