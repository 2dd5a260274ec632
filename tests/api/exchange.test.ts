import type { Socket } from 'socket.io-client';
import { contractCode, contracts } from '../../lib/contract/reference-data';
import { usdt } from '../../server/engine';
import { drivers, getJson, startTestServer, type TestServer } from './harness';
import {
  depthFrame,
  fundingCurrent,
  indicatorFrame,
  insuranceCurrent,
  klineFrame,
  indicator,
  tickFrame,
  topTenFrame,
} from './exchange-schemas';
import { connectClient, send, subscribeBody, until } from './live-client';
import { engineHost } from './trading-client';
import { envelope, fundingHistory, insuranceHistory } from './schemas';
import { z } from 'zod';

const ids = contracts.map((c) => c.contractId);
const codes = contracts.map((c) => contractCode(c.name));
const verifier = {
  verify: (token: string) =>
    Promise.resolve(token === 'user-4242' ? { userId: '4242' } : undefined),
};

describe.each(drivers)('the living exchange on $name', (driver) => {
  let t: TestServer;
  let socket: Socket;
  const books = new Map<string, z.infer<typeof depthFrame>>();
  const traded = new Set<number>();
  const frames: Record<string, unknown[]> = {};

  beforeAll(async () => {
    t = await startTestServer(
      driver,
      { MARKET_SIMULATION: 'on', CANDLE_BACKFILL_DAYS: '1' },
      undefined,
      { tokenVerifier: verifier },
    );
    socket = await connectClient(t.url);
    for (const event of [
      'future_snapshot_depth',
      'future_tick',
      'indicator',
      'future_kline',
      'home_page_top_ten24',
    ])
      socket.on(event, (payload: unknown) => (frames[event] ??= []).push(payload));
    socket.on('future_snapshot_depth', (p: z.infer<typeof depthFrame>) => books.set(p.sc, p));
    socket.on('future_tick', (p: { contractId: number }) => traded.add(p.contractId));
    const symbols = codes.map((symbol) => ({ symbol }));
    for (const [topic, list] of [
      ['future_snapshot_depth', symbols],
      ['future_tick', symbols],
      ['future_kline', [{ symbol: 'BTCUSDT', ranges: [60000] }]],
      ['indicator', undefined],
      ['home_page_top_ten24', undefined],
    ] as const) {
      expect(
        await send(socket, 1003, subscribeBody(topic, list ? [...list] : undefined)),
      ).toMatchObject({ code: 0 });
    }
  }, 240_000);
  afterAll(async () => {
    socket?.disconnect();
    await t?.stop();
  });

  it('gives every contract a two-sided book and trades within 10 s of start', async () => {
    const twoSided = () =>
      codes.every((code) => {
        const book = books.get(code);
        return book !== undefined && book.bids.length > 0 && book.asks.length > 0;
      });
    await until(
      socket,
      ['future_snapshot_depth', 'future_tick'],
      () => twoSided() && ids.every((id) => traded.has(id)),
      10_000,
      'two-sided books and trades on every contract',
    );
    for (const code of codes) {
      const book = depthFrame.parse(books.get(code));
      const bids = book.bids.map(([p]) => Number(p));
      const asks = book.asks.map(([p]) => Number(p));
      expect(bids).toEqual([...bids].sort((a, b) => b - a));
      expect(asks).toEqual([...asks].sort((a, b) => a - b));
      expect(bids[0]).toBeLessThan(asks[0] ?? 0);
    }
  });

  it('groups the book by the step the client asked for', async () => {
    const grouped = await connectClient(t.url);
    try {
      const frames: z.infer<typeof depthFrame>[] = [];
      grouped.on('future_snapshot_depth', (p: z.infer<typeof depthFrame>) => frames.push(p));
      const ack = await send(
        grouped,
        1003,
        subscribeBody('future_snapshot_depth', [{ symbol: 'BTCUSDT', step: '10' }]),
      );
      expect(ack).toMatchObject({ code: 0 });
      await until(
        grouped,
        ['future_snapshot_depth'],
        () => frames.length > 0,
        5_000,
        'a grouped book',
      );
      const book = depthFrame.parse(frames[0]);
      expect(book.sc).toBe('BTCUSDT');
      for (const [price] of [...book.bids, ...book.asks]) expect(price).toMatch(/^\d*0(\.0)?$/);
      expect(book.bids.length + book.asks.length).toBeGreaterThan(0);
    } finally {
      grouped.disconnect();
    }
  });

  it('sends a new subscriber the current book, indicators and top ten at once', async () => {
    const late = await connectClient(t.url);
    try {
      const got = new Map<string, unknown>();
      for (const event of ['future_snapshot_depth', 'indicator', 'home_page_top_ten24'])
        late.on(event, (payload: unknown) => got.set(event, payload));
      const subscribed = Date.now();
      for (const [topic, list] of [
        ['future_snapshot_depth', [{ symbol: 'ETHUSDT', step: '10' }]],
        ['indicator', undefined],
        ['home_page_top_ten24', undefined],
      ] as const)
        expect(
          await send(late, 1003, subscribeBody(topic, list ? [...list] : undefined)),
        ).toMatchObject({ code: 0 });
      // The top ten is pushed every 5 s and indicators every second: only the join snapshot is this quick.
      await until(
        late,
        ['future_snapshot_depth', 'indicator', 'home_page_top_ten24'],
        () => got.size === 3,
        700,
        'the snapshots of three rooms',
      );
      expect(Date.now() - subscribed).toBeLessThan(700);
      expect(depthFrame.parse(got.get('future_snapshot_depth')).sc).toBe('ETHUSDT');
      expect(indicatorFrame.parse(got.get('indicator')).indicators).toHaveLength(ids.length);
      topTenFrame.parse(got.get('home_page_top_ten24'));
    } finally {
      late.disconnect();
    }
  });

  it('pushes ticks, indicators, trade candles and the top ten with the fields the client reads', async () => {
    await until(
      socket,
      ['indicator', 'future_kline', 'home_page_top_ten24'],
      () =>
        ['indicator', 'future_kline', 'home_page_top_ten24', 'future_tick'].every(
          (e) => (frames[e]?.length ?? 0) > 0,
        ),
      15_000,
      'every topic',
    );
    // Fills of one order share the millisecond: the engine's trade sequence orders them, rising
    // within a frame and from frame to frame.
    const lastSequence = new Map<number, number>();
    for (const frame of frames.future_tick ?? []) {
      const { contractId, trades } = tickFrame.parse(frame);
      for (const trade of trades) {
        expect(trade.tradeId).toBeGreaterThan(lastSequence.get(contractId) ?? 0);
        lastSequence.set(contractId, trade.tradeId);
      }
    }
    const kline = klineFrame.parse(frames.future_kline?.at(-1));
    expect(kline).toMatchObject({ contractId: 1, symbol: 'BTCUSDT', period: '60000' });
    expect(kline.kline.time % 60_000).toBe(0);
    const indicators = indicatorFrame.parse(frames.indicator?.at(-1)).indicators;
    expect(indicators.map((x) => x.cid)).toEqual(ids);
    const top = topTenFrame.parse(frames.home_page_top_ten24?.at(-1)).ids;
    expect(top.every((id) => ids.includes(id))).toBe(true);
  });

  it('serves getOverview from the engine: price, 24 h change, volume, turnover, mark, index', async () => {
    const response = await getJson(t.url, '/api/getOverview');
    const data = envelope(z.array(indicator)).parse(response.body).data;
    expect(data.map((x) => x.cid)).toEqual(ids);
    // The contracts traded in the first test: their 24 h volume and turnover count it.
    for (const row of data) {
      expect(Number(row.pv)).toBeGreaterThan(0);
      expect(Number(row.pt)).toBeGreaterThan(0);
      expect(Math.abs(Number(row.mp) / Number(row.ip) - 1)).toBeLessThan(0.05);
    }
  });

  it('serves the order book over REST as the socket publishes it: best prices first, asks above bids', async () => {
    const contract = contracts[0];
    if (!contract) throw new Error('no contract');
    const response = await getJson(
      t.url,
      `/api/futures/futureQuot/depth?contractId=${contract.contractId}&limit=5`,
    );
    const book = envelope(depthFrame).parse(response.body).data;
    expect(book.sc).toBe(contract.name.replace('/', ''));
    expect(book.asks.length).toBeGreaterThan(0);
    expect(book.asks.length).toBeLessThanOrEqual(5);
    const asks = book.asks.map(([price]) => Number(price));
    const bids = book.bids.map(([price]) => Number(price));
    expect(asks).toEqual([...asks].sort((a, b) => a - b));
    expect(bids).toEqual([...bids].sort((a, b) => b - a));
    if (bids[0] !== undefined && asks[0] !== undefined) expect(bids[0]).toBeLessThan(asks[0]);
  });

  it('serves the running funding rate, its interval and the settled history', async () => {
    for (const c of contracts) {
      const current = await getJson(
        t.url,
        `/api/futures/fundingRate/current?contractId=${c.contractId}`,
      );
      const data = envelope(fundingCurrent).parse(current.body).data;
      expect(data.intervalHours).toBe(c.fundingIntervalHours);
      expect(Math.abs(Number(data.fundingRate))).toBeLessThanOrEqual(Number(c.fundingRateCap));
      expect(data.nextFundingTime % (c.fundingIntervalHours * 3_600_000)).toBe(0);
      expect(data.nextFundingTime).toBeGreaterThan(Date.now() - 5_000);
    }
    // Every contract's rate at once (the markets page), each as its own route answers it.
    const all = await getJson(t.url, '/api/futures/fundingRate/list');
    const listed = envelope(z.object({ list: z.array(fundingCurrent) })).parse(all.body).data.list;
    expect(listed.map((rate) => rate.contractId)).toEqual(contracts.map((c) => c.contractId));
    for (const rate of listed) {
      const one = await getJson(
        t.url,
        `/api/futures/fundingRate/current?contractId=${rate.contractId}`,
      );
      const current = envelope(fundingCurrent).parse(one.body).data;
      expect(rate.nextFundingTime).toBe(current.nextFundingTime);
      expect(rate.intervalHours).toBe(current.intervalHours);
    }
    const history = await getJson(t.url, '/api/futures/fundingRate/history?contractId=1&limit=5');
    expect(envelope(fundingHistory).parse(history.body).data).toMatchObject({
      contractId: 1,
      intervalHours: 8,
    });
  });

  it('serves the insurance fund balance and its history per contract', async () => {
    const current = await getJson(t.url, '/api/futures/insuranceFund/current?contractId=2');
    const fund = envelope(insuranceCurrent).parse(current.body).data;
    expect(fund.contractId).toBe(2);
    // The simulator opens every fund with a balance (tests/api/simulated-market.test.ts).
    expect(Number(fund.balance)).toBeGreaterThan(0);
    const history = await getJson(t.url, '/api/futures/insuranceFund/history?contractId=2&limit=5');
    expect(envelope(insuranceHistory).parse(history.body).data.contractId).toBe(2);
    expect((await getJson(t.url, '/api/futures/insuranceFund/current?contractId=99')).status).toBe(
      400,
    );
  });

  it("routes a user's balance and order updates from the engine to that user's sockets only", async () => {
    const mine = await connectClient(t.url);
    const other = await connectClient(t.url);
    const received: { type: number; data: Record<string, unknown>[] }[] = [];
    const leaked: unknown[] = [];
    mine.on('match', (m: (typeof received)[number]) => received.push(m));
    other.on('match', (m: unknown) => leaked.push(m));
    try {
      expect(await send(mine, 1001, { token: 'user-4242' })).toMatchObject({ code: 0 });
      expect(await send(mine, 1003, subscribeBody('match'))).toMatchObject({ code: 0 });
      const host = engineHost(t);
      const ts = Date.now();
      host.submit({ kind: 'deposit', ts, userId: 4242, amount: usdt('1000') });
      host.submit({
        kind: 'transfer',
        ts,
        userId: 4242,
        from: 'spot',
        to: 1,
        amount: usdt('1000'),
      });
      const mark = host.state.contracts.get(1)?.markPrice ?? 0;
      const placed = host.submit({
        kind: 'placeOrder',
        ts,
        userId: 4242,
        accountType: 1,
        contractId: 1,
        type: 1,
        side: 'buy',
        qty: 2,
        price: Math.floor(mark * 0.97),
        tif: 'GTC',
      });
      expect(placed?.result.ok).toBe(true);
      await until(
        mine,
        ['match'],
        () => received.some((m) => m.type === 3004),
        5_000,
        'a 3004 order update',
      );
      const order = received.find((m) => m.type === 3004)?.data[0];
      expect(order).toMatchObject({
        contractId: 1,
        orderStatus: 2,
        quantity: '0.002',
        side: 'buy',
      });
      expect(order?.price).toMatch(/^\d+\.\d$/);
      const balance = received
        .filter((m) => m.type === 3002)
        .flatMap((m) => m.data)
        .filter((b) => b.account === 1)
        .at(-1);
      expect(balance).toMatchObject({ wallet: '1000' });
      expect(Number(balance?.frozen)).toBeGreaterThan(0);
      expect(leaked).toEqual([]);
    } finally {
      mine.disconnect();
      other.disconnect();
    }
  });
});
