import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * The shared page cache: public pages (the same HTML for every visitor, the live numbers arrive
 * over the socket) are rendered once by Next and served from memory for a few seconds.
 *
 * Why not Next's own ISR: the strict CSP needs its per-request nonce, which makes every page
 * dynamic. Here the page is rendered without a nonce (the middleware recognises the cache's
 * render request by a secret of this process) and the policy allows exactly the inline scripts
 * of that body by their SHA-256, so the cached response is as strict as a nonce'd one.
 *
 * A fresh entry is served as is; a stale one is served while one refresh runs in the
 * background; a missing one is rendered once however many requests wait for it.
 */

/**
 * The protocol with the web app's middleware (it speaks HTTP only; tests/unit checks both sides
 * agree): the render request carries the secret in PAGE_CACHE_RENDER_HEADER; a page that may be
 * shared answers with SHAREABLE_HEADER and a policy holding SCRIPT_HASHES_PLACEHOLDER.
 */
export const PAGE_CACHE_RENDER_HEADER = 'x-exch-page-cache-render';
/** The middleware's own request for the translated 404 page: always Next's. */
export const RENDER_NOT_FOUND_HEADER = 'x-exch-render-not-found';
export const SHAREABLE_HEADER = 'x-exch-shareable';
export const SCRIPT_HASHES_PLACEHOLDER = "'script-hashes'";

/** The policy with the placeholder replaced by the page's script hashes. */
export function fillScriptHashes(policy: string, hashes: readonly string[]): string {
  return policy.replace(
    ` ${SCRIPT_HASHES_PLACEHOLDER}`,
    hashes.map((hash) => ` 'sha256-${hash}'`).join(''),
  );
}

export interface RenderedPage {
  status: number;
  headers: Headers;
  body: Buffer;
}

export interface PageRequest {
  /** Path with the language prefix, no query: `/en/futures/funding-rate`. */
  pathname: string;
  /** Request headers the render passes on (host and forwarding headers name the origin). */
  headers: Record<string, string>;
}

export interface PageCacheOptions {
  /**
   * Whether the request may be answered from the cache at all; the rendered response then says
   * whether the page is shared (SHAREABLE_HEADER). Paths found not shared go straight to Next.
   */
  isCacheable(pathname: string, request: IncomingMessage): boolean;
  render(request: PageRequest): Promise<RenderedPage>;
  /** Served without a refresh for this long. */
  freshMs: number;
  /** Past this age an entry is rendered again before it is served. */
  staleMs: number;
  maxEntries: number;
  now?: () => number;
  onError?: (error: unknown, pathname: string) => void;
}

interface CachedPage {
  status: number;
  headers: [string, string][];
  identity: Buffer;
  gzip: Buffer;
  brotli: Buffer;
  etag: string;
  storedAt: number;
}

export type PageCacheOutcome = 'hit' | 'stale' | 'miss' | 'bypass';

/** Headers of the render that are the transport's business, or personal, or replaced here. */
const DROPPED_HEADERS = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'date',
  'set-cookie',
  'cache-control',
  'etag',
  'vary',
  'x-nextjs-cache',
  'x-nextjs-prerender',
  'x-nextjs-stale-time',
  SHAREABLE_HEADER,
]);

/** Headers that reach the render: which origin the page is for, never who asks. */
const FORWARDED_HEADERS = ['host', 'x-forwarded-host', 'x-forwarded-proto', 'user-agent'];

// Shared caches (a CDN in front) may keep the page as long as this process does; browsers
// revalidate every time (a cheap 304 with the ETag).
const CACHE_CONTROL = (freshMs: number, staleMs: number) =>
  `public, max-age=0, s-maxage=${Math.ceil(freshMs / 1000)}, stale-while-revalidate=${Math.ceil(
    (staleMs - freshMs) / 1000,
  )}`;

export class PageCache {
  private readonly entries = new Map<string, CachedPage>();
  /** Paths whose last render was not for sharing (private pages, redirects, 404s), and when. */
  private readonly unshared = new Map<string, number>();
  private readonly loading = new Map<string, Promise<CachedPage | RenderedPage>>();
  private readonly now: () => number;

  constructor(private readonly options: PageCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  /**
   * Answers a page request from the cache when it may; resolves 'bypass' when the request is
   * not for the cache (or the render failed) and must go to Next as usual.
   */
  async serve(req: IncomingMessage, res: ServerResponse): Promise<PageCacheOutcome> {
    const method = req.method ?? 'GET';
    const url = req.url ?? '/';
    if (method !== 'GET' && method !== 'HEAD') return 'bypass';
    // Queries, RSC payloads of client navigations and prefetches, server actions: all Next's.
    if (url.includes('?') || url.includes('#')) return 'bypass';
    if (req.headers.rsc !== undefined || req.headers['next-router-prefetch'] !== undefined) {
      return 'bypass';
    }
    if (req.headers['next-action'] !== undefined) return 'bypass';
    // The cache's own render request, come back to this server: it is for Next.
    if (req.headers[PAGE_CACHE_RENDER_HEADER] !== undefined) return 'bypass';
    // The middleware rendering the 404 page for a render of ours: waiting on the cache here
    // would wait on itself.
    if (req.headers[RENDER_NOT_FOUND_HEADER] !== undefined) return 'bypass';
    const pathname = url;
    if (!this.options.isCacheable(pathname, req)) return 'bypass';

    const forwarded: Record<string, string> = {};
    for (const name of FORWARDED_HEADERS) {
      const value = req.headers[name];
      if (typeof value === 'string') forwarded[name] = value;
    }
    const key = `${forwarded['x-forwarded-proto'] ?? ''}|${
      forwarded['x-forwarded-host'] ?? forwarded.host ?? ''
    }|${pathname}`;

    const unsharedAt = this.unshared.get(key);
    if (unsharedAt !== undefined && this.now() - unsharedAt < this.options.staleMs) return 'bypass';

    const cached = this.entries.get(key);
    const age = cached ? this.now() - cached.storedAt : Infinity;
    if (cached && age < this.options.freshMs) {
      this.send(req, res, cached, 'hit');
      return 'hit';
    }
    if (cached && age < this.options.staleMs) {
      void this.load(key, { pathname, headers: forwarded }).catch(() => undefined);
      this.send(req, res, cached, 'stale');
      return 'stale';
    }
    let loaded: CachedPage | RenderedPage;
    try {
      loaded = await this.load(key, { pathname, headers: forwarded });
    } catch {
      return 'bypass';
    }
    // A render that is not for sharing (a redirect, a private page, a 404) was made without the
    // visitor's cookies and language: never theirs to see. Their own request goes to Next, which
    // reads them (the redirect of "/futures" to the language of their cookie, not to English).
    if (!('etag' in loaded)) return 'bypass';
    this.send(req, res, loaded, 'miss');
    return 'miss';
  }

  /** Entries held now (for tests and the log). */
  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
    this.unshared.clear();
  }

  private load(key: string, request: PageRequest): Promise<CachedPage | RenderedPage> {
    const running = this.loading.get(key);
    if (running) return running;
    const loading = this.renderAndStore(key, request).finally(() => this.loading.delete(key));
    this.loading.set(key, loading);
    return loading;
  }

  private async renderAndStore(
    key: string,
    request: PageRequest,
  ): Promise<CachedPage | RenderedPage> {
    let rendered: RenderedPage;
    try {
      rendered = await this.options.render(request);
    } catch (error) {
      this.options.onError?.(error, request.pathname);
      throw error;
    }
    const entry = await toCachedPage(rendered, this.now());
    if (!entry) {
      // A redirect, a 404, an error page or a page that is not for sharing: not kept, and the
      // path goes to Next directly for a while.
      this.entries.delete(key);
      remember(this.unshared, key, this.now(), this.options.maxEntries);
      return rendered;
    }
    this.unshared.delete(key);
    remember(this.entries, key, entry, this.options.maxEntries);
    return entry;
  }

  private send(
    req: IncomingMessage,
    res: ServerResponse,
    page: CachedPage,
    outcome: 'hit' | 'stale' | 'miss',
  ): void {
    const age = Math.max(0, Math.floor((this.now() - page.storedAt) / 1000));
    const common: [string, string][] = [
      ...page.headers,
      ['cache-control', CACHE_CONTROL(this.options.freshMs, this.options.staleMs)],
      ['etag', page.etag],
      ['vary', 'Accept-Encoding'],
      ['age', String(age)],
      ['x-page-cache', outcome],
    ];
    if (matchesEtag(req.headers['if-none-match'], page.etag)) {
      res.writeHead(304, Object.fromEntries(common));
      res.end();
      return;
    }
    const encoding = pickEncoding(req.headers['accept-encoding']);
    const body = encoding === 'br' ? page.brotli : encoding === 'gzip' ? page.gzip : page.identity;
    const headers: [string, string][] = [...common, ['content-length', String(body.length)]];
    if (encoding !== 'identity') headers.push(['content-encoding', encoding]);
    res.writeHead(page.status, Object.fromEntries(headers));
    res.end(req.method === 'HEAD' ? undefined : body);
  }
}

/** The cache entry of a rendered page, or undefined when the response must not be shared. */
export async function toCachedPage(
  rendered: RenderedPage,
  storedAt: number,
): Promise<CachedPage | undefined> {
  if (rendered.status !== 200) return undefined;
  if (rendered.headers.get(SHAREABLE_HEADER) !== '1') return undefined;
  if (rendered.headers.has('set-cookie')) return undefined;
  if (!(rendered.headers.get('content-type') ?? '').startsWith('text/html')) return undefined;
  const policy = rendered.headers.get('content-security-policy');
  // A page rendered with a nonce (or without a policy) is never shared: its nonce is no secret
  // once two visitors have it.
  if (!policy?.includes(SCRIPT_HASHES_PLACEHOLDER)) return undefined;
  const html = rendered.body.toString('utf8');
  const headers: [string, string][] = [];
  rendered.headers.forEach((value, name) => {
    if (DROPPED_HEADERS.has(name)) return;
    headers.push([
      name,
      name === 'content-security-policy'
        ? fillScriptHashes(value, inlineScriptHashes(html))
        : value,
    ]);
  });
  const [gzipped, brotli] = await Promise.all([
    gzipAsync(rendered.body, { level: 6 }),
    brotliAsync(rendered.body, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 6,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: rendered.body.length,
      },
    }),
  ]);
  return {
    status: 200,
    headers,
    identity: rendered.body,
    gzip: gzipped,
    brotli,
    etag: `"${createHash('sha256').update(rendered.body).digest('base64url').slice(0, 27)}"`,
    storedAt,
  };
}

/**
 * SHA-256 (base64) of the text of every inline script of the page, as the browser hashes it
 * for `script-src 'sha256-…'`: the exact characters between the tags, UTF-8 encoded.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  const pattern = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
  for (const match of html.matchAll(pattern)) {
    const attributes = match[1] ?? '';
    const text = match[2] ?? '';
    if (/\bsrc\s*=/i.test(attributes) || text === '') continue;
    // JSON-LD and other data blocks are not scripts the browser runs: no hash needed.
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== 'text/javascript' && type !== 'module') continue;
    hashes.add(createHash('sha256').update(text, 'utf8').digest('base64'));
  }
  return [...hashes];
}

/** Insert as the newest entry, dropping the oldest past the bound. */
function remember<T>(map: Map<string, T>, key: string, value: T, maxEntries: number): void {
  map.delete(key);
  map.set(key, value);
  while (map.size > maxEntries) {
    const oldest = map.keys().next().value;
    if (oldest === undefined) break;
    map.delete(oldest);
  }
}

function pickEncoding(header: string | string[] | undefined): 'br' | 'gzip' | 'identity' {
  const value = (Array.isArray(header) ? header.join(',') : (header ?? '')).toLowerCase();
  const accepts = (name: string) =>
    value.split(',').some((part) => {
      const [token = '', ...params] = part.trim().split(';');
      if (token.trim() !== name) return false;
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return !q || Number.parseFloat(q.slice(2)) > 0;
    });
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return 'identity';
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}
