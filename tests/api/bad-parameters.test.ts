import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { signUpByEmail, STRONG, uniqueEmail, v2 } from './auth-client';
import { sendRaw, type RawResponse } from './fuzz-run';
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
    t = await startTestServer(driver, { CANDLE_BACKFILL_DAYS: '0', DEV_DELIVERY: 'on' });
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

  describe('strings with control characters', () => {
    const address = 'fuzz\u0000@example.com';
    const nulInField: [string, string, Record<string, unknown>][] = [
      ['user/register/email/new/check', 'email', { email: address }],
      ['user/register/gateway/sendEmail', 'email', { email: address }],
      [
        'user/register/email/confirmed',
        'code',
        { email: 'new@example.com', code: '12\u00003456', password: STRONG, agreement: true },
      ],
      ['user/login/new/check', 'email', { email: address, password: STRONG }],
      ['user/find/password/new/one', 'email', { email: address }],
      ['user/limit/country', 'country', { country: 'K\u0000R' }],
    ];

    it.each(nulInField)(
      'POST %s with a NUL in %s answers 400 naming it',
      async (path, name, body) => {
        const answer = await v2(t.url)(path, body);
        expect(answer.status, answer.raw).toBe(400);
        expect(answer).toMatchObject({ code: 400, success: false, data: null });
        expect(answer.message).toBe(`${name}: control characters are not allowed`);
      },
    );

    it('refuses a NUL in a signed-in KYC submission with 400, not a 500', async () => {
      const token = await signUpByEmail(t.url, uniqueEmail('nul'));
      const answer = await v2(t.url)(
        'user/kyc/level1',
        { realName: 'Ada\u0000 Lovelace', country: 'GB', idNumber: 'AB1234' },
        { token },
      );
      expect(answer.status, answer.raw).toBe(400);
      expect(answer.message).toBe('realName: control characters are not allowed');
    });

    it('refuses every C0 control, DEL and the C1 controls, tab and line breaks included', async () => {
      const call = v2(t.url);
      for (const control of ['\u0001', '\t', '\n', '\r', '\u001b', '\u001f', '\u007f', '\u0085']) {
        const answer = await call('user/login/new/check', {
          email: 'someone@example.com',
          password: `Abc${control}def12!`,
        });
        expect(answer.status, JSON.stringify(control)).toBe(400);
        expect(answer.message).toBe('password: control characters are not allowed');
      }
    });

    it('lets other unicode through to the route (no-break space, accents, emoji)', async () => {
      const answer = await v2(t.url)('user/login/new/check', {
        email: 'someone@example.com',
        password: 'Ab\u00a0cdé12!🀄',
      });
      expect(answer.status, answer.raw).toBe(200);
      expect(answer.message).not.toContain('control characters');
    });

    it('finds them in a query, an object key and a nested value', async () => {
      expectClientError(
        await getJson(t.url, `${spot}?symbol=${encodeURIComponent('btc\u0001usdt')}`),
        400,
        'symbol: control characters are not allowed',
      );
      const key = await sendRaw(t.url, {
        method: 'POST',
        path: '/api/v2/user/register/email/new/check',
        headers: { 'content-type': 'application/json' },
        body: '{"em\\u0000ail":"someone@example.com"}',
      });
      expect(key.status).toBe(400);
      expect(JSON.parse(key.body)).toMatchObject({
        message: '"em\\u0000ail": control characters are not allowed',
      });
      const nested = await v2(t.url)('user/slider/risk', {
        challengeId: 'c',
        x: 1,
        trace: [
          { x: 1, t: 2 },
          { x: 2, t: 3, note: 'a\u0000' },
        ],
      });
      expect(nested.status).toBe(400);
      expect(nested.message).toBe('trace.1.note: control characters are not allowed');
    });
  });

  it('names the body, not the query, when a body is not an object', async () => {
    const answer = await sendRaw(t.url, {
      method: 'POST',
      path: '/api/v2/user/login/new/check',
      headers: { 'content-type': 'application/json' },
      body: '[1]',
    });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({
      code: 400,
      message: expect.stringMatching(/^body: /),
    });
  });

  describe('every path under /api/ answers the JSON envelope with the security headers', () => {
    const expectEnvelope = (answer: RawResponse, status: number, mention: string) => {
      expect(answer.status, answer.body).toBe(status);
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['content-security-policy']).toContain("default-src 'none'");
      expect(answer.headers['cache-control']).toBe('no-store');
      const body = JSON.parse(answer.body) as { message: string };
      expect(body).toMatchObject({ code: status, success: false, data: null });
      expect(body.message).toContain(mention);
    };

    it.each(['/api/getPublic/', '/api/nope', '/api', '/api/v2/', '/api/futures/configs/public/'])(
      'GET %s answers a 404 envelope',
      async (path) => {
        expectEnvelope(await sendRaw(t.url, { method: 'GET', path }), 404, 'no route');
      },
    );

    it.each([
      '/api/getPublic%',
      '/api/getPublic/%ff%fe',
      '/api/futures/%ff',
      '/api/v2/user/base/inf%o',
      '/api/market/v1/market/klineList%E0%A4%A?symbol=btcusdt',
    ])('GET %s (a malformed percent-encoding) answers 400', async (path) => {
      expectEnvelope(await sendRaw(t.url, { method: 'GET', path }), 400, 'percent-encoding');
    });

    it('TRACE and other methods outside the allow-list answer 405 with Allow', async () => {
      for (const [method, headers] of [
        ['TRACE', {}],
        ['TRACE', { 'max-forwards': '0' }],
        ['PROPFIND', {}],
      ] as const) {
        const answer = await sendRaw(t.url, { method, path: '/api/getPublic', headers });
        expectEnvelope(answer, 405, `method ${method} is not allowed`);
        expect(answer.headers.allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
      }
    });

    it('a request header section over 16 KB answers 431', async () => {
      const answer = await sendRaw(t.url, {
        method: 'GET',
        path: '/api/getPublic',
        headers: { 'x-padding': 'p'.repeat(20_000) },
      });
      expectEnvelope(answer, 431, 'Request Header Fields Too Large');
    });

    it('a header section that overflows after the request line has gone answers 431 in the envelope too', async () => {
      // Two TCP writes: Node's parser fails on the second, and hands over only that chunk.
      const { hostname, port } = new URL(t.url);
      const raw = await new Promise<string>((resolve, reject) => {
        const socket = connect(Number(port), hostname, () => {
          socket.write('POST /api/v2/user/login/new/check HTTP/1.1\r\nHost: x\r\n');
          setTimeout(() => socket.write(`x-padding: ${'p'.repeat(20_000)}\r\n\r\n`), 50);
        });
        let text = '';
        socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
        socket.on('end', () => resolve(text));
        socket.on('error', reject);
      });
      const [head = '', body = ''] = raw.split('\r\n\r\n');
      expect(head).toMatch(/^HTTP\/1\.1 431 /);
      expect(head.toLowerCase()).toContain('content-type: application/json; charset=utf-8');
      expect(JSON.parse(body)).toMatchObject({ code: 431, success: false, data: null });
    });

    it('a body over 1 MB answers 413', async () => {
      const answer = await sendRaw(t.url, {
        method: 'POST',
        path: '/api/v2/user/login/new/check',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'someone@example.com', password: 'p'.repeat(1_100_000) }),
      });
      expectEnvelope(answer, 413, 'too large');
    });
  });

  describe('outside the API (the guard answers before the web app)', () => {
    it.each(['/_next/static/%ff', '/_next/static/chunks/%', '/builds/meta/%ff', '/en/%E0%A4%A'])(
      'GET %s answers 400',
      async (path) => {
        const answer = await sendRaw(t.url, { method: 'GET', path });
        expect(answer.status).toBe(400);
        expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
      },
    );

    it('TRACE /en answers 405', async () => {
      const answer = await sendRaw(t.url, {
        method: 'TRACE',
        path: '/en',
        headers: { 'max-forwards': '1' },
      });
      expect(answer.status).toBe(405);
      expect(answer.headers.allow).toContain('GET');
    });

    it('a raw OPTIONS * answers 204 with the methods the server allows', async () => {
      const answer = await sendRaw(t.url, { method: 'OPTIONS', path: '*' });
      expect(answer.status).toBe(204);
      expect(answer.headers.allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
      expect((await sendRaw(t.url, { method: 'GET', path: '*' })).status).toBe(400);
    });

    it('serves an absolute-form request target as its path', async () => {
      const answer = await sendRaw(t.url, {
        method: 'GET',
        path: 'http://exchange.example/api/getPublic',
      });
      expect(answer.status).toBe(200);
      expect((await sendRaw(t.url, { method: 'GET', path: 'ftp://x/api/getPublic' })).status).toBe(
        400,
      );
    });

    it('a garbage next-router-state-tree header answers 400', async () => {
      for (const value of ['garbage', '%ff', '%5B%22%22', '[[[']) {
        const answer = await sendRaw(t.url, {
          method: 'GET',
          path: '/_next/image?url=%2Ficons%2Fbtc.svg&w=64&q=75',
          headers: { rsc: '1', 'next-router-state-tree': value },
        });
        expect(answer.status, value).toBe(400);
      }
    });
  });

  describe('upload bodies are read only after the session is checked', () => {
    const level2 = '/api/v2/user/kyc/level2';

    it('answers 401 to an unauthenticated 7.5 MB upload before its body arrives', async () => {
      const answer = await new Promise<number>((resolve, reject) => {
        const url = new URL(t.url);
        const req = httpRequest({
          host: url.hostname,
          port: url.port,
          method: 'POST',
          path: level2,
          headers: { 'content-type': 'application/json', 'content-length': 7_500_000 },
        });
        req.on('response', (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
          req.destroy();
        });
        req.on('error', (error) => {
          if (!req.destroyed) reject(error);
        });
        // A kilobyte of the promised 7.5 MB: the answer must not wait for the rest.
        req.write('{"documents":["'.padEnd(1024, 'A'));
      });
      expect(answer).toBe(401);
    });

    it('takes up to 10 MB from a signed-in user and refuses more with 413', async () => {
      const token = await signUpByEmail(t.url, uniqueEmail('upload'));
      const upload = (bytes: number) =>
        sendRaw(t.url, {
          method: 'POST',
          path: level2,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ documents: [`data:image/png;base64,${'A'.repeat(bytes)}`] }),
        });
      const large = await upload(7_500_000);
      expect(large.status).toBeLessThan(500);
      expect(large.status).not.toBe(413);
      const tooLarge = await upload(10 * 1024 * 1024);
      expect(tooLarge.status).toBe(413);
      expect(JSON.parse(tooLarge.body)).toMatchObject({ code: 413, success: false });
    });
  });
});
