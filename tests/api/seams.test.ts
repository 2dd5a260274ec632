import { io, type Socket } from 'socket.io-client';
import type { MarketStateProvider } from '../../server/market/market-state';
import { drivers, getJson, startTestServer, type TestServer } from './harness';

/** The engine and auth plug in through seams; these tests plug in stand-ins to prove the wiring. */
const marketState: MarketStateProvider = {
  indicators: () => [
    {
      cid: 1,
      lp: '97000.1',
      pcr: '0.0123',
      pv: '10.5',
      pt: '1018501.05',
      mp: '97000.2',
      ip: '97000.0',
      h: '98000.5',
      l: '95500.0',
      oi: '12.345',
    },
  ],
  fundingRate: (contractId) =>
    contractId === 1
      ? {
          contractId,
          fundingRate: '0.0001',
          intervalHours: 8,
          nextFundingTime: 1,
          markPrice: '97000.2',
          indexPrice: '97000.0',
        }
      : undefined,
  insuranceFund: () => undefined,
  depth: (contractId, levels) =>
    contractId === 1
      ? {
          sc: 'BTCUSDT',
          asks: [['97000.2', '1.5']].slice(0, levels) as [string, string][],
          bids: [['97000.0', '0.75']].slice(0, levels) as [string, string][],
          t: 1,
        }
      : undefined,
};

describe('seams for the engine and auth', () => {
  let t: TestServer;
  let socket: Socket;
  beforeAll(async () => {
    t = await startTestServer(
      drivers[0] ?? { name: 'pglite', baseUrl: undefined },
      { CANDLE_BACKFILL_DAYS: '0' },
      undefined,
      {
        marketState,
        tokenVerifier: {
          verify: async (token) => {
            if (token === 'boom') throw new Error('verifier down');
            return token === 'good' ? { userId: '42' } : undefined;
          },
        },
      },
    );
    socket = io(t.url, { transports: ['websocket'], reconnection: false });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
  }, 120_000);
  afterAll(async () => {
    socket?.disconnect();
    await t?.stop();
  });

  it('serves the overview and current funding from the market state provider', async () => {
    const overview = await getJson(t.url, '/api/getOverview');
    expect(overview.body).toMatchObject({
      code: 0,
      success: true,
      data: [{ cid: 1, lp: '97000.1', ip: '97000.0' }],
    });
    const funding = await getJson(t.url, '/api/futures/fundingRate/current?contractId=1');
    expect(funding.body).toMatchObject({
      success: true,
      data: { fundingRate: '0.0001', intervalHours: 8 },
    });
    const missing = await getJson(t.url, '/api/futures/insuranceFund/current?contractId=1');
    expect(missing.status).toBe(503);
  });

  it('serves an order book snapshot in the shape the socket publishes it', async () => {
    const book = await getJson(t.url, '/api/futures/futureQuot/depth?contractId=1&limit=5');
    expect(book.body).toMatchObject({
      success: true,
      data: { sc: 'BTCUSDT', asks: [['97000.2', '1.5']], bids: [['97000.0', '0.75']] },
    });
    const unknown = await getJson(t.url, '/api/futures/futureQuot/depth?contractId=99');
    expect(unknown.status).toBe(400);
    const bad = await getJson(t.url, '/api/futures/futureQuot/depth?contractId=1&limit=500');
    expect(bad.status).toBe(400);
  });

  it('authenticates with a plugged-in verifier and survives one that throws', async () => {
    const send = (token: string) =>
      socket
        .timeout(5000)
        .emitWithAck('message', { header: { type: 1001 }, body: { token } }) as Promise<{
        code: number;
        success: boolean;
      }>;
    expect(await send('bad')).toMatchObject({ code: 4011, success: false });
    expect(await send('boom')).toMatchObject({ code: 5000, success: false });
    expect(await send('good')).toMatchObject({ code: 0, success: true });
    const match = (await socket.timeout(5000).emitWithAck('message', {
      header: { type: 1003 },
      body: { topics: [{ topic: 'match' }] },
    })) as { code: number };
    expect(match.code).toBe(0); // authenticated: the user's private room was joined at 1001
  });
});
