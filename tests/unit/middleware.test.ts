import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { middleware } from '../../middleware';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

function request(path: string, headers: Record<string, string> = {}): NextRequest {
  return new NextRequest(new URL(path, 'http://localhost:3000'), {
    headers: { 'user-agent': DESKTOP, ...headers },
  });
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('middleware', () => {
  it('redirects a trailing slash permanently to the path without it, keeping the query', async () => {
    const response = await middleware(request('/ko/futures/BTCUSDT/?tab=positions'));
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe(
      'http://localhost:3000/ko/futures/BTCUSDT?tab=positions',
    );
  });

  it('redirects mobile browsers to the mobile site when one is configured', async () => {
    vi.stubEnv('MOBILE_SITE_HOST', 'm.exchange.example');
    const response = await middleware(
      request('/ja/futures/ETHUSDT?ref=abc', { 'user-agent': IPHONE }),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(
      'https://m.exchange.example/ja/futures/ETHUSDT?ref=abc',
    );
  });

  it('never redirects mobile browsers when no mobile site is configured', async () => {
    vi.stubEnv('MOBILE_SITE_HOST', '');
    const response = await middleware(request('/ja/futures/ETHUSDT', { 'user-agent': IPHONE }));
    expect(response.headers.get('location')).toBeNull();
    expect(response.status).toBe(200);
  });

  it('keeps desktop browsers on this site even when a mobile site is configured', async () => {
    vi.stubEnv('MOBILE_SITE_HOST', 'm.exchange.example');
    const response = await middleware(request('/en'));
    expect(response.headers.get('location')).toBeNull();
  });

  it('serves "/" in the language of the cookie, else Accept-Language', async () => {
    const fromCookie = await middleware(
      request('/', { cookie: 'NEXT_LOCALE=ja', 'accept-language': 'ko' }),
    );
    expect(fromCookie.headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/ja');
    const fromHeader = await middleware(request('/', { 'accept-language': 'zh-TW,zh;q=0.9' }));
    expect(fromHeader.headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/zh-hant');
    const fallback = await middleware(request('/'));
    expect(fallback.headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/en');
  });

  it('adds the language prefix to paths without one', async () => {
    const response = await middleware(
      request('/futures/ETHUSDT?x=1', { 'accept-language': 'ko-KR' }),
    );
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('http://localhost:3000/ko/futures/ETHUSDT?x=1');
  });

  it('never writes the language cookie itself, so prefetches cannot overwrite a choice', async () => {
    const response = await middleware(request('/en/futures', { cookie: 'NEXT_LOCALE=ja' }));
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('sends a nonce-based Content-Security-Policy with every page', async () => {
    const response = await middleware(request('/en/futures'));
    expect(response.headers.get('content-security-policy')).toMatch(
      /script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/,
    );
  });

  it('lets pages connect only to this origin (its websocket included), no other websocket host', async () => {
    const csp = (await middleware(request('/en/futures'))).headers.get('content-security-policy');
    const connect = /connect-src ([^;]*)/.exec(csp ?? '')?.[1];
    expect(connect).toBe("'self'");
  });

  it('adds the configured API and socket origins, and the socket host’s websocket only', async () => {
    vi.stubEnv('NEXT_PUBLIC_V2_API_BASE', 'https://api.exchange.example/api/v2');
    vi.stubEnv('NEXT_PUBLIC_FUTURES_API_BASE', '/api/futures');
    vi.stubEnv('NEXT_PUBLIC_SOCKET_URL', 'https://stream.exchange.example');
    vi.resetModules();
    const fresh = (await import('../../middleware')).middleware;
    const csp = (await fresh(request('/en/futures'))).headers.get('content-security-policy');
    const connect = /connect-src ([^;]*)/.exec(csp ?? '')?.[1]?.split(' ');
    expect(connect).toEqual([
      "'self'",
      'https://api.exchange.example',
      'https://stream.exchange.example',
      'wss://stream.exchange.example',
    ]);
  });

  it('answers unknown paths with status 404', async () => {
    const fetchMock = vi.fn(
      async () => new Response('<html>404</html>', { headers: { 'content-type': 'text/html' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const response = await middleware(request('/en/futures/NOTACOIN'));
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('<html>404</html>');
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toContain('/en/page-not-found');
    vi.unstubAllGlobals();
  });
});
