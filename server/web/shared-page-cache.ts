import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { isMobileUserAgent } from '../../lib/device/mobile';
import type { Logger } from '../logger';
import { PAGE_CACHE_RENDER_HEADER, PageCache } from './page-cache';

/**
 * Paths that may be pages for the cache to ask about: not "/" (it follows the visitor's
 * language), no trailing slash (redirected), no file extension, none of Next's own. Whether the
 * page is shared is the web app's answer (its route table), given with the render.
 */
export function mayBeSharedPage(pathname: string): boolean {
  if (pathname === '/' || pathname.endsWith('/')) return false;
  if (pathname.startsWith('/_next/') || pathname.startsWith('/builds/')) return false;
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !lastSegment.includes('.');
}

interface SharedPageCacheOptions {
  freshMs: number;
  mobileSiteHost: string | undefined;
  /** Where this process answers HTTP, known once it listens. */
  selfOrigin: () => string | undefined;
  log: Logger;
}

/**
 * The page cache in front of this process's Next app. Its render requests come back to this
 * server with a secret the middleware knows (PAGE_CACHE_RENDER_SECRET, set here before Next
 * starts): only they are rendered without a nonce and without cookies.
 */
export function createSharedPageCache(options: SharedPageCacheOptions): PageCache {
  const secret = randomBytes(24).toString('base64url');
  process.env.PAGE_CACHE_RENDER_SECRET = secret;
  return new PageCache({
    freshMs: options.freshMs,
    // A page up to a minute old (or 12 freshness periods) is served while its refresh runs or
    // fails; past that it renders again before it is served.
    staleMs: Math.max(options.freshMs * 12, 60_000),
    maxEntries: 2_000,
    isCacheable(pathname: string, request: IncomingMessage) {
      // Phones go to the mobile site first (the middleware's redirect).
      if (options.mobileSiteHost && isMobileUserAgent(request.headers['user-agent'])) return false;
      return mayBeSharedPage(pathname);
    },
    async render({ pathname, headers }) {
      const origin = options.selfOrigin();
      if (!origin) throw new Error('the server is not listening yet');
      const response = await fetch(new URL(pathname, origin), {
        headers: { ...headers, [PAGE_CACHE_RENDER_HEADER]: secret, 'accept-encoding': 'identity' },
        redirect: 'manual',
        signal: AbortSignal.timeout(20_000),
      });
      return {
        status: response.status,
        headers: response.headers,
        body: Buffer.from(await response.arrayBuffer()),
      };
    },
    onError(error, pathname) {
      options.log.warn({ err: error, pathname }, 'page cache render failed');
    },
  });
}
