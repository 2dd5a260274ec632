import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import {
  inlineScriptHashes,
  PAGE_CACHE_RENDER_HEADER,
  PageCache,
  RENDER_NOT_FOUND_HEADER,
  SCRIPT_HASHES_PLACEHOLDER,
  SHAREABLE_HEADER,
  type RenderedPage,
} from './page-cache';
import { mayBeSharedPage } from './shared-page-cache';

const placeholderPolicy = `default-src 'self'; script-src 'self' ${SCRIPT_HASHES_PLACEHOLDER}; object-src 'none'`;

function page(body: string, init: { status?: number; headers?: Record<string, string> } = {}) {
  return {
    status: init.status ?? 200,
    headers: new Headers({
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': placeholderPolicy,
      'x-frame-options': 'DENY',
      [SHAREABLE_HEADER]: '1',
      ...init.headers,
    }),
    body: Buffer.from(body),
  } satisfies RenderedPage;
}

const sha = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

let server: Server | undefined;
afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

async function serveWith(cache: PageCache): Promise<string> {
  server = createServer((req, res) => {
    void cache.serve(req, res).then((outcome) => {
      if (outcome === 'bypass') res.writeHead(299).end('next');
    });
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server?.address() as AddressInfo).port}`;
}

function cacheOf(render: () => Promise<RenderedPage>, clock = { now: 0 }) {
  return new PageCache({
    isCacheable: (pathname) => pathname.startsWith('/en'),
    render,
    freshMs: 5_000,
    staleMs: 60_000,
    maxEntries: 2,
    now: () => clock.now,
  });
}

describe('inlineScriptHashes', () => {
  it('hashes the exact text of inline scripts, not external or data blocks', () => {
    const html =
      '<script>a()</script><script src="/x.js"></script>' +
      '<script type="application/ld+json">{"@type":"Organization"}</script>' +
      '<script async="">self.__next_f.push([1,"é"])</script>';
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('self.__next_f.push([1,"é"])')]);
  });
});

describe('PageCache', () => {
  it('renders once for concurrent visitors and serves the page with its scripts hashed in the policy', async () => {
    let renders = 0;
    const cache = cacheOf(async () => {
      renders += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return page('<html><script>boot()</script><p>BTC 97,000.1</p></html>');
    });
    const origin = await serveWith(cache);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () =>
        fetch(`${origin}/en`, { headers: { 'accept-encoding': 'identity' } }),
      ),
    );
    expect(renders).toBe(1);
    for (const response of responses) {
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('BTC 97,000.1');
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(policy).toContain(`script-src 'self' 'sha256-${sha('boot()')}';`);
      expect(policy).not.toContain('script-hashes');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('cache-control')).toContain('public');
    }
    const again = await fetch(`${origin}/en`);
    expect(again.headers.get('x-page-cache')).toBe('hit');
  });

  it('serves a stale page while one refresh runs, then the new page', async () => {
    const clock = { now: 0 };
    let version = 1;
    const cache = cacheOf(async () => page(`<p>v${version}</p>`), clock);
    const origin = await serveWith(cache);
    expect(await (await fetch(`${origin}/en`)).text()).toBe('<p>v1</p>');
    version = 2;
    clock.now = 6_000;
    const stale = await fetch(`${origin}/en`);
    expect(stale.headers.get('x-page-cache')).toBe('stale');
    expect(await stale.text()).toBe('<p>v1</p>');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await (await fetch(`${origin}/en`)).text()).toBe('<p>v2</p>');
    clock.now = 100_000;
    version = 3;
    const expired = await fetch(`${origin}/en`);
    expect(expired.headers.get('x-page-cache')).toBe('miss');
    expect(await expired.text()).toBe('<p>v3</p>');
  });

  it('compresses, answers a matching ETag with 304, and HEAD without a body', async () => {
    const origin = await serveWith(cacheOf(async () => page('<p>'.repeat(500))));
    const gz = await fetch(`${origin}/en`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    const etag = gz.headers.get('etag') ?? '';
    expect(etag).toMatch(/^".+"$/);
    const raw = Buffer.from(await gz.arrayBuffer());
    // fetch decodes gzip itself; either way the page is the same text.
    expect((raw[0] === 0x1f ? gunzipSync(raw) : raw).toString()).toBe('<p>'.repeat(500));
    const notModified = await fetch(`${origin}/en`, { headers: { 'if-none-match': etag } });
    expect(notModified.status).toBe(304);
    const head = await fetch(`${origin}/en`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('never keeps or serves a page with a nonce, a cookie, an error or a redirect, or one not marked shared', async () => {
    const answers = [
      page('<p>private</p>', { headers: { [SHAREABLE_HEADER]: '0' } }),
      page('<p>nonce</p>', { headers: { 'content-security-policy': "script-src 'nonce-abc'" } }),
      page('<p>cookie</p>', { headers: { 'set-cookie': 'a=b' } }),
      page('<p>error</p>', { status: 500 }),
      page('', { status: 308, headers: { location: '/en/futures/BTCUSDT' } }),
    ];
    for (const answer of answers) {
      let renders = 0;
      const origin = await serveWith(
        cacheOf(async () => {
          renders += 1;
          return answer;
        }),
      );
      // The render was made without the visitor's cookies and language: the visitor's own
      // request goes to Next (299 here), never the render (a redirect to another language).
      const first = await fetch(`${origin}/en`, { redirect: 'manual' });
      expect(first.status).toBe(299);
      expect(first.headers.get('location')).toBeNull();
      expect(first.headers.get('set-cookie')).toBeNull();
      // The path is then left to Next for a while: no second render through the cache.
      expect((await fetch(`${origin}/en`, { redirect: 'manual' })).status).toBe(299);
      expect(renders).toBe(1);
      await new Promise<void>((resolve) => server?.close(() => resolve()));
      server = undefined;
    }
  });

  it('leaves queries, client navigations, other methods and other paths to Next', async () => {
    let renders = 0;
    const origin = await serveWith(
      cacheOf(async () => {
        renders += 1;
        return page('<p>x</p>');
      }),
    );
    expect((await fetch(`${origin}/en?q=1`)).status).toBe(299);
    expect((await fetch(`${origin}/en`, { headers: { rsc: '1' } })).status).toBe(299);
    expect((await fetch(`${origin}/en`, { method: 'POST', body: 'x' })).status).toBe(299);
    expect((await fetch(`${origin}/account`)).status).toBe(299);
    // Its own render request, back at the same server, goes to Next.
    expect(
      (await fetch(`${origin}/en`, { headers: { [PAGE_CACHE_RENDER_HEADER]: 'secret' } })).status,
    ).toBe(299);
    expect(
      (await fetch(`${origin}/en/page-not-found`, { headers: { [RENDER_NOT_FOUND_HEADER]: '1' } }))
        .status,
    ).toBe(299);
    expect(renders).toBe(0);
  });

  it('falls back to Next when the render fails', async () => {
    const origin = await serveWith(
      cacheOf(async () => {
        throw new Error('down');
      }),
    );
    expect((await fetch(`${origin}/en`)).status).toBe(299);
  });

  it('keeps at most maxEntries pages', async () => {
    const cache = cacheOf(async () => page('<p>x</p>'));
    const origin = await serveWith(cache);
    for (const path of ['/en', '/en/a', '/en/b']) await fetch(`${origin}${path}`);
    expect(cache.size).toBe(2);
  });
});

describe('mayBeSharedPage', () => {
  it('asks about page paths only', () => {
    expect(mayBeSharedPage('/en')).toBe(true);
    expect(mayBeSharedPage('/ko/futures/BTCUSDT')).toBe(true);
    expect(mayBeSharedPage('/')).toBe(false);
    expect(mayBeSharedPage('/en/')).toBe(false);
    expect(mayBeSharedPage('/favicon.svg')).toBe(false);
    expect(mayBeSharedPage('/_next/static/chunks/a')).toBe(false);
  });
});
