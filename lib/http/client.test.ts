import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendJson, startTestServer, type TestServer } from '../test-utils/http-server';
import type { ApiResultEvent } from './api-messages';
import { createHttpClient, type HttpClientConfig } from './client';

let server: TestServer;
let events: ApiResultEvent[];
let codes: number[];
let token: string | null;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.setHandler((_req, res) => sendJson(res, { code: 0, success: true, data: { ok: 1 } }));
  events = [];
  codes = [];
  token = null;
});

function client(overrides: Partial<HttpClientConfig> = {}) {
  return createHttpClient({
    bases: {
      futures: `${server.url}/api/futures/`,
      v2: `${server.url}/api/v2/`,
      market: `${server.url}/api/market/`,
      origin: server.url,
    },
    getLanguage: () => 'ko_KR',
    getDeviceId: () => 'device-123',
    getToken: () => token,
    onResponseCode: (code) => codes.push(code),
    onResult: (event) => events.push(event),
    sleep: () => Promise.resolve(),
    ...overrides,
  });
}

describe('request headers', () => {
  it('sends language, device id, client type PC and client id 1 with every request', async () => {
    await client().request({ base: 'futures', path: 'configs/public' });
    const [request] = server.requests;
    expect(request?.url).toBe('/api/futures/configs/public');
    expect(request?.headers['language']).toBe('ko_KR');
    expect(request?.headers['device-id']).toBe('device-123');
    expect(request?.headers['client-type']).toBe('PC');
    expect(request?.headers['client-id']).toBe('1');
  });

  it('omits credentials outside the v2 API: no cookie is sent and fetch is told "omit"', async () => {
    const seen: RequestInit[] = [];
    const spyFetch: typeof fetch = (input, init) => {
      seen.push(init ?? {});
      return fetch(input, init);
    };
    await client({ fetch: spyFetch }).request({ base: 'futures', path: 'configs/public' });
    await client({ fetch: spyFetch }).request({ base: 'market', path: 'kline' });
    expect(seen.map((init) => init.credentials)).toEqual(['omit', 'omit']);
    expect(server.requests[0]?.headers.cookie).toBeUndefined();
  });

  it('sends v2 requests with same-origin credentials, so the device cookie is stored and sent back', async () => {
    const seen: RequestInit[] = [];
    const spyFetch: typeof fetch = (input, init) => {
      seen.push(init ?? {});
      return fetch(input, init);
    };
    await client({ fetch: spyFetch }).request({ base: 'v2', path: 'public/country/list' });
    await client({ fetch: spyFetch }).request({
      base: 'v2',
      path: 'user/security/stepUp',
      method: 'POST',
      json: {},
    });
    expect(seen.map((init) => init.credentials)).toEqual(['same-origin', 'same-origin']);
  });

  it('sends Authorization Bearer and exch-token when logged in', async () => {
    token = 'tok-1';
    await client().request({ base: 'v2', path: 'user/base/info', method: 'POST', json: {} });
    const headers = server.requests[0]?.headers;
    expect(headers?.authorization).toBe('Bearer tok-1');
    expect(headers?.['exch-token']).toBe('tok-1');
  });

  it('sends no token when the call opts out of granting', async () => {
    token = 'tok-1';
    await client().request({ base: 'v2', path: 'public/carousel/list', grant: false });
    const headers = server.requests[0]?.headers;
    expect(headers?.authorization).toBeUndefined();
    expect(headers?.['exch-token']).toBeUndefined();
  });

  it('serialises the query and the JSON body', async () => {
    await client().request({
      base: 'market',
      path: 'v1/market/klineList',
      query: { symbol: 'btcusdt', size: 24, skip: undefined },
    });
    await client().request({
      base: 'futures',
      path: 'future/addFavorite',
      method: 'POST',
      json: { contractId: 3 },
    });
    expect(server.requests[0]?.url).toBe('/api/market/v1/market/klineList?symbol=btcusdt&size=24');
    expect(server.requests[1]?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(server.requests[1]?.body ?? '')).toEqual({ contractId: 3 });
  });
});

describe('response envelope', () => {
  it.each([
    [{ success: true, code: 77, data: 1 }, true],
    [{ code: 0, data: 1 }, true],
    [{ code: 200, data: 1 }, true],
    [{ code: '0', data: 1 }, true],
    [{ code: 1016, msg: 'too small', success: false }, false],
    [{ code: 1, message: 'nope' }, false],
  ])('%j is a success: %s', async (body, ok) => {
    server.setHandler((_req, res) => sendJson(res, body));
    const result = await client().request({ base: 'futures', path: 'x' });
    expect(result.ok).toBe(ok);
  });

  it('reads the message from msg when message is absent', async () => {
    server.setHandler((_req, res) => sendJson(res, { code: 1016, msg: 'below minimum' }));
    const result = await client().request({ base: 'futures', path: 'x' });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.kind).toBe('business');
      expect(result.error.code).toBe(1016);
      expect(result.error.response.message).toBe('below minimum');
    }
  });

  it('fetch() returns data, validates it with the schema and throws the typed error', async () => {
    const { z } = await import('zod');
    server.setHandler((_req, res) => sendJson(res, { code: 0, data: { n: '5' } }));
    await expect(
      client().fetch({ base: 'futures', path: 'x' }, z.object({ n: z.coerce.number() })),
    ).resolves.toEqual({ n: 5 });
    await expect(
      client().fetch({ base: 'futures', path: 'x' }, z.object({ m: z.string() })),
    ).rejects.toMatchObject({ name: 'ApiError', kind: 'validation' });
    server.setHandler((_req, res) => sendJson(res, { code: 1009, message: 'prohibited' }));
    await expect(client().fetch({ base: 'futures', path: 'x' })).rejects.toMatchObject({
      kind: 'business',
      code: 1009,
    });
  });

  it('fetch() takes a zod/mini schema alike and says in words what did not match', async () => {
    const z = await import('zod/mini');
    server.setHandler((_req, res) => sendJson(res, { code: 0, data: { n: '5' } }));
    await expect(
      client().fetch({ base: 'futures', path: 'x' }, z.object({ n: z.coerce.number() })),
    ).resolves.toEqual({ n: 5 });
    await expect(
      client().fetch({ base: 'futures', path: 'x' }, z.object({ m: z.string() })),
    ).rejects.toMatchObject({
      kind: 'validation',
      message: 'Unexpected response from x: Invalid input: expected string, received undefined',
    });
  });
  it('fetch() loads a lazily given schema and validates with it; a failed request throws its own error', async () => {
    const z = await import('zod/mini');
    let loads = 0;
    const lazy = () => {
      loads++;
      return Promise.resolve(z.object({ n: z.coerce.number() }));
    };
    server.setHandler((_req, res) => sendJson(res, { code: 0, data: { n: '7' } }));
    await expect(client().fetch({ base: 'futures', path: 'x' }, lazy)).resolves.toEqual({ n: 7 });
    server.setHandler((_req, res) => sendJson(res, { code: 0, data: { n: 'seven' } }));
    await expect(client().fetch({ base: 'futures', path: 'x' }, lazy)).rejects.toMatchObject({
      kind: 'validation',
    });
    server.setHandler((_req, res) => sendJson(res, { code: 1009, message: 'prohibited' }));
    const failingLoader = () => Promise.reject(new Error('chunk failed'));
    await expect(
      client().fetch({ base: 'futures', path: 'x' }, failingLoader),
    ).rejects.toMatchObject({ kind: 'business', code: 1009 });
    expect(loads).toBe(2);
  });
});

describe('synthetic errors', () => {
  it('turns a non-200 status other than 401 into Network Error with the status as code', async () => {
    server.setHandler((_req, res) => sendJson(res, { code: 0, success: true }, 404));
    const result = await client().request({ base: 'futures', path: 'missing' });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.response).toEqual({
        message: 'Network Error',
        code: 404,
        success: false,
        data: undefined,
      });
      expect(result.error.kind).toBe('http');
    }
  });

  it('reads the body of a 401 instead of replacing it', async () => {
    server.setHandler((_req, res) => sendJson(res, { code: 10000, message: 'token expired' }, 401));
    const result = await client().request({ base: 'v2', path: 'user/base/info', method: 'POST' });
    expect(!result.ok && result.error.code).toBe(10000);
    expect(codes).toEqual([10000]);
  });

  it('turns a body that is not JSON into code 500', async () => {
    server.setHandler((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html>maintenance</html>');
    });
    const result = await client().request({ base: 'futures', path: 'x' });
    expect(!result.ok && result.error.kind).toBe('parse');
    expect(!result.ok && result.error.code).toBe(500);
  });

  it('turns a POST that takes longer than the timeout into code -1 (real server, short timeout)', async () => {
    server.setHandler(() => {
      // never answers
    });
    const result = await client({ timeoutMs: 150 }).request({
      base: 'v2',
      path: 'slow',
      method: 'POST',
      json: {},
    });
    expect(!result.ok && result.error.response).toMatchObject({ code: -1, success: false });
    expect(!result.ok && result.error.kind).toBe('timeout');
  });

  it('times a POST out after exactly 30 s (fake timers)', async () => {
    vi.useFakeTimers();
    try {
      const hanging: typeof fetch = (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        });
      let settled: { code: number } | null = null;
      const pending = client({ fetch: hanging })
        .request({ base: 'v2', path: 'slow', method: 'POST', json: {} })
        .then((r) => {
          settled = { code: r.ok ? r.response.code : r.error.code };
        });
      await vi.advanceTimersByTimeAsync(29_999);
      expect(settled).toBeNull();
      await vi.advanceTimersByTimeAsync(1);
      await pending;
      expect(settled).toEqual({ code: -1 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('turns a refused connection into a Network Error value, not an exception', async () => {
    const result = await createHttpClient({
      bases: { futures: 'http://127.0.0.1:1/', v2: '', market: '', origin: '' },
      getLanguage: () => 'en_US',
      getDeviceId: () => 'd',
      getToken: () => null,
      onResult: () => undefined,
    }).request({ base: 'futures', path: 'x' });
    expect(!result.ok && result.error.kind).toBe('network');
    expect(!result.ok && result.error.response.message).toBe('Network Error');
  });
});

describe('retries', () => {
  it.each([408, 413, 429, 500, 502, 503, 504])(
    'retries a GET twice on %i, then reports it',
    async (status) => {
      server.setHandler((_req, res) => sendJson(res, {}, status));
      const result = await client().request({ base: 'futures', path: 'x' });
      expect(server.requests).toHaveLength(3);
      expect(!result.ok && result.error.code).toBe(status);
    },
  );

  it('stops retrying as soon as a GET succeeds', async () => {
    let calls = 0;
    server.setHandler((_req, res) => {
      calls += 1;
      if (calls === 1) sendJson(res, {}, 503);
      else sendJson(res, { code: 0, data: 'fine' });
    });
    const result = await client().request({ base: 'futures', path: 'x' });
    expect(result.ok && result.response.data).toBe('fine');
    expect(server.requests).toHaveLength(2);
  });

  it.each([400, 404, 409])('does not retry a GET on %i', async (status) => {
    server.setHandler((_req, res) => sendJson(res, {}, status));
    await client().request({ base: 'futures', path: 'x' });
    expect(server.requests).toHaveLength(1);
  });

  it('never retries a plain POST', async () => {
    server.setHandler((_req, res) => sendJson(res, {}, 503));
    await client().request({ base: 'futures', path: 'x', method: 'POST', json: {} });
    expect(server.requests).toHaveLength(1);
  });

  it.each([408, 409, 425, 429, 500, 502, 503, 504])(
    'retries an idempotent POST once on %i, with the same client request id',
    async (status) => {
      server.setHandler((_req, res) => sendJson(res, {}, status));
      await client({ createRequestId: () => 'req-42' }).request({
        base: 'futures',
        path: 'x',
        method: 'POST',
        json: {},
        idempotent: true,
      });
      expect(server.requests).toHaveLength(2);
      expect(server.requests.map((r) => r.headers['client-request-id'])).toEqual([
        'req-42',
        'req-42',
      ]);
    },
  );

  it('does not retry an idempotent POST on 413', async () => {
    server.setHandler((_req, res) => sendJson(res, {}, 413));
    await client().request({
      base: 'futures',
      path: 'x',
      method: 'POST',
      json: {},
      idempotent: true,
    });
    expect(server.requests).toHaveLength(1);
  });

  it('waits 0.3 s × 2^attempt between GET retries (300 ms, then 600 ms)', async () => {
    vi.useFakeTimers();
    try {
      const attempts: number[] = [];
      const failing: typeof fetch = async () => {
        attempts.push(Date.now());
        return new Response('{}', { status: 503 });
      };
      const start = Date.now();
      const pending = createHttpClient({
        bases: { futures: 'http://test/', v2: '', market: '', origin: '' },
        fetch: failing,
        getLanguage: () => 'en_US',
        getDeviceId: () => 'd',
        getToken: () => null,
        onResult: () => undefined,
      }).request({ base: 'futures', path: 'x' });
      await vi.advanceTimersByTimeAsync(0);
      expect(attempts).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(299);
      expect(attempts).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(attempts).toHaveLength(2);
      await vi.advanceTimersByTimeAsync(599);
      expect(attempts).toHaveLength(2);
      await vi.advanceTimersByTimeAsync(1);
      expect(attempts).toHaveLength(3);
      await pending;
      expect(attempts.map((t) => t - start)).toEqual([0, 300, 900]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('backs off for real between attempts against a real server', async () => {
    server.setHandler((_req, res) => sendJson(res, {}, 502));
    const started = performance.now();
    await createHttpClient({
      bases: { futures: `${server.url}/`, v2: '', market: '', origin: '' },
      getLanguage: () => 'en_US',
      getDeviceId: () => 'd',
      getToken: () => null,
      onResult: () => undefined,
    }).request({ base: 'futures', path: 'x' });
    expect(server.requests).toHaveLength(3);
    expect(performance.now() - started).toBeGreaterThanOrEqual(880);
  });
});

describe('result reporting', () => {
  it('reports every final result once, with the call message policy', async () => {
    server.setHandler((_req, res) => sendJson(res, { code: 1044, message: 'depth' }));
    await client().request({
      base: 'futures',
      path: 'order',
      method: 'POST',
      json: {},
      messages: 'errors-only',
    });
    expect(events).toEqual([
      expect.objectContaining({
        method: 'POST',
        code: 1044,
        message: 'depth',
        success: false,
        messages: 'errors-only',
      }),
    ]);
  });
});
