import http from 'node:http';
import { signUpByEmail, uniqueEmail } from './auth-client';
import { drivers, startTestServer, type TestServer } from './harness';

/**
 * Request weight on the public routes (issue 30): each answer carries the weight its client used
 * this minute, a client past its budget is refused 429 with Retry-After until the minute ends,
 * and other clients, the private routes and the Binance layer's own budget are not touched.
 * Clients are told apart by their address: requests leave from 127.0.0.x source addresses.
 */

const CANDLES = '/api/futures/futureQuot/queryCandlestickList?contractId=1&range=60000&limit=1500';
const KLINES = '/fapi/v1/klines?symbol=BTCUSDT&interval=1m&limit=1500';
/** Three 1 500-candle pages (weight 10 each). */
const LIMIT = 30;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: { code?: number; success?: boolean; data?: unknown; message?: string; msg?: string };
}

let nextAddress = 10;
/** A client of its own: a source address no other test used. */
function newAddress(): string {
  return `127.0.0.${nextAddress++}`;
}

function get(
  base: string,
  path: string,
  from: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const url = new URL(path, base);
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: url.hostname, port: url.port, path, localAddress: from, headers, agent: false },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: JSON.parse(text) as Answer['body'],
          }),
        );
      },
    );
    request.on('error', reject);
  });
}

/** Counts reset with the UTC minute: a sequence of requests starts well inside one. */
async function awayFromMinuteEnd(): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < 10_000) await new Promise((resolve) => setTimeout(resolve, left + 200));
}

describe.each(drivers)('public request weight on $name', (driver) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(driver, {
      PUBLIC_WEIGHT_LIMIT: String(LIMIT),
      BINANCE_WEIGHT_LIMIT: String(LIMIT),
    });
  }, 180_000);
  afterAll(async () => {
    await t?.stop();
  });

  it('tells a client the weight it used this minute and refuses it past the budget with 429 and Retry-After', async () => {
    await awayFromMinuteEnd();
    const client = newAddress();
    const used: string[] = [];
    for (let i = 0; i < 3; i++) {
      const page = await get(t.url, CANDLES, client);
      expect(page.status).toBe(200);
      used.push(String(page.headers['x-used-weight-1m']));
    }
    expect(used).toEqual(['10', '20', '30']);
    const refused = await get(t.url, CANDLES, client);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 429, success: false, data: null });
    expect(refused.body.message).toContain(String(LIMIT));
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Refused requests add nothing; lighter routes are refused too once the budget is spent.
    expect(refused.headers['x-used-weight-1m']).toBe('30');
    expect((await get(t.url, '/api/futures/configs/public', client)).status).toBe(429);
    // Another client is not affected.
    const other = await get(t.url, CANDLES, newAddress());
    expect(other.status).toBe(200);
    expect(other.headers['x-used-weight-1m']).toBe('10');
  });

  it('weighs a page by its size: small pages and light routes cost 1', async () => {
    await awayFromMinuteEnd();
    const client = newAddress();
    const small = await get(
      t.url,
      '/api/futures/futureQuot/queryCandlestickList?contractId=1&range=60000&limit=24',
      client,
    );
    expect(small.headers['x-used-weight-1m']).toBe('1');
    const depth = await get(t.url, '/api/futures/futureQuot/depth?contractId=1', client);
    expect(depth.headers['x-used-weight-1m']).toBe('3');
    const overview = await get(t.url, '/api/getPublic', client);
    expect(overview.headers['x-used-weight-1m']).toBe('4');
  });

  it('words the refusal in the request’s language', async () => {
    await awayFromMinuteEnd();
    const client = newAddress();
    for (let i = 0; i < 3; i++) await get(t.url, CANDLES, client);
    const refused = await get(t.url, CANDLES, client, { language: 'ko_KR' });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toContain('요청이 너무 많습니다');
  });

  it('shares one budget between the addresses of one session, and keeps private routes out of it', async () => {
    await awayFromMinuteEnd();
    const token = await signUpByEmail(t.url, uniqueEmail('weights'));
    const signedIn = { authorization: `Bearer ${token}` };
    const home = newAddress();
    for (let i = 0; i < 3; i++)
      expect((await get(t.url, CANDLES, home, signedIn)).status).toBe(200);
    // The same session from a second address: its budget is spent.
    const travelling = newAddress();
    expect((await get(t.url, CANDLES, travelling, signedIn)).status).toBe(429);
    // That address without the session still has its own budget.
    expect((await get(t.url, CANDLES, travelling)).status).toBe(200);
    // Private routes have their own per-user limits, not the public budget.
    const history = await get(t.url, '/api/futures/future/position/history', home, signedIn);
    expect(history.status).toBe(200);
    expect(history.headers['x-used-weight-1m']).toBeUndefined();
  });

  it('charges the routes open to visitors that take an optional session too', async () => {
    await awayFromMinuteEnd();
    const client = newAddress();
    const leaders = await get(t.url, '/api/v2/follow/leaders', client);
    expect(leaders.status).toBe(200);
    expect(leaders.headers['x-used-weight-1m']).toBe('1');
    const spent = newAddress();
    for (let i = 0; i < 3; i++) await get(t.url, CANDLES, spent);
    expect((await get(t.url, '/api/v2/follow/leaders', spent)).status).toBe(429);
  });

  it('does not charge the server’s own page rendering, which every visitor’s page shares', async () => {
    await awayFromMinuteEnd();
    // As http-server.ts sets it before Next starts (the web app is off in these tests).
    const saved = process.env.INTERNAL_RENDER_SECRET;
    process.env.INTERNAL_RENDER_SECRET = 'render-secret-of-this-process-0123456789';
    try {
      const client = newAddress();
      for (let i = 0; i < 3; i++) await get(t.url, CANDLES, client);
      expect((await get(t.url, CANDLES, client)).status).toBe(429);
      const rendering = await get(t.url, CANDLES, client, {
        'x-internal-render': 'render-secret-of-this-process-0123456789',
      });
      expect(rendering.status).toBe(200);
      expect(rendering.headers['x-used-weight-1m']).toBeUndefined();
      // A guessed secret is a visitor like any other.
      const guessed = await get(t.url, CANDLES, client, {
        'x-internal-render': 'render-secret-of-this-process-0123456780',
      });
      expect(guessed.status).toBe(429);
    } finally {
      if (saved === undefined) delete process.env.INTERNAL_RENDER_SECRET;
      else process.env.INTERNAL_RENDER_SECRET = saved;
    }
  });

  it('counts the Binance layer apart, with Binance’s header and error shape', async () => {
    await awayFromMinuteEnd();
    const client = newAddress();
    // The app's budget spent does not touch the Binance layer's.
    for (let i = 0; i < 3; i++) await get(t.url, CANDLES, client);
    const klines = await get(t.url, KLINES, client);
    expect(klines.status).toBe(200);
    expect(klines.headers['x-mbx-used-weight-1m']).toBe('10');
    expect(klines.headers['x-used-weight-1m']).toBeUndefined();
    await get(t.url, KLINES, client);
    await get(t.url, KLINES, client);
    const refused = await get(t.url, KLINES, client);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: -1003 });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });
});
