import { drivers, expectClientError, getJson, startTestServer, type TestServer } from './harness';

const candles = '/api/futures/futureQuot/queryCandlestickList';
const spot = '/api/market/v1/market/klineList';

/** [request, expected status, a word the message must contain] */
const badRequests: [string, number, string][] = [
  [candles, 400, 'contractId'],
  [`${candles}?contractId=abc`, 400, 'contractId'],
  [`${candles}?contractId=1.5`, 400, 'contractId'],
  [`${candles}?contractId=-1`, 400, 'contractId'],
  [`${candles}?contractId=1e3`, 400, 'contractId'],
  [`${candles}?contractId=99999999999999999999`, 400, 'contractId'],
  [`${candles}?contractId=99`, 400, 'unknown contract'],
  [`${candles}?contractId=1&contractId=2`, 400, 'contractId'],
  [`${candles}?contractId=1&range=61000`, 400, 'range'],
  [`${candles}?contractId=1&range=`, 400, 'range'],
  [`${candles}?contractId=1&limit=0`, 400, 'limit'],
  [`${candles}?contractId=1&limit=1501`, 400, 'limit'],
  [`${candles}?contractId=1&limit=10.5`, 400, 'limit'],
  [spot, 400, 'symbol'],
  [`${spot}?symbol=nosuchusdt`, 400, 'unknown spot symbol'],
  [`${spot}?symbol=btcusdt&period=2min`, 400, 'period'],
  [`${spot}?symbol=btcusdt&size=0`, 400, 'size'],
  [`${spot}?symbol=btcusdt&size=lots`, 400, 'size'],
  ['/api/v2/public/country/list?lang=fr', 400, 'lang'],
  ['/api/v2/public/carousel/list?lang=', 400, 'lang'],
  ['/api/v2/public/notic/latest/list?size=51', 400, 'size'],
  ['/api/futures/fundingRate/history?contractId=1&limit=501', 400, 'limit'],
  ['/api/futures/insuranceFund/current', 400, 'contractId'],
  ['/api/futures/no/such/endpoint', 404, '/api/futures/no/such/endpoint'],
  ['/api/v2', 404, 'no route'],
  ['/api/market/v1/market/klineList/', 404, 'no route'],
];

describe.each(drivers)('bad parameters on $name', (driver) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(driver, { CANDLE_BACKFILL_DAYS: '0' });
  }, 180_000);
  afterAll(async () => {
    await t?.stop();
  });

  it.each(badRequests)('GET %s answers %i naming the problem', async (request, status, mention) => {
    expectClientError(await getJson(t.url, request), status, mention);
  });

  it('answers a method the route does not have with a 404 envelope, not a 500', async () => {
    const post = (body: string) =>
      fetch(`${t.url}/api/futures/configs/public`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
    const valid = await post('{"contractId":1}');
    expect(valid.status).toBe(404);
    expect(await valid.json()).toMatchObject({ code: 404, success: false });
    const broken = await post('{not json');
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ code: 400, success: false });
  });

  it('survives malformed query encodings and oversized values without a 500', async () => {
    const odd = [
      `${candles}?contractId=%E0%A4%A`,
      `${candles}?contractId=${'9'.repeat(5000)}`,
      `${candles}?contractId[]=1`,
      `${candles}?contractId=1&range=%00`,
      `${spot}?symbol=${encodeURIComponent('btc\u0000usdt')}`,
      `${spot}?symbol=${'x'.repeat(200)}`,
      '/api/v2/public/notic/latest/list?size=1&size=2',
    ];
    for (const request of odd) {
      const response = await fetch(`${t.url}${request}`);
      expect(response.status, request).toBeGreaterThanOrEqual(400);
      expect(response.status, request).toBeLessThan(500);
      expect(await response.json()).toMatchObject({ success: false });
    }
  });

  it('answers HEAD on a GET route without a body', async () => {
    const response = await fetch(`${t.url}/api/getPublic`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });
});
