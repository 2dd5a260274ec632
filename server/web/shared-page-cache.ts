import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { isMobileUserAgent } from '../../lib/device/mobile';
import { PAGE_CACHE_RENDER_HEADER } from '../../lib/i18n/request-headers';
import { splitLocalePath } from '../../lib/i18n/negotiate';
import { matchRoute } from '../../lib/routes';
import type { Logger } from '../logger';
import { PageCache } from './page-cache';

/** Pages the same for every visitor: the route table's indexed pages, plus each notice. */
export function isSharedPage(pathname: string): boolean {
  if (pathname.length > 1 && pathname.endsWith('/')) return false;
  const { locale, rest } = splitLocalePath(pathname);
  if (!locale) return false;
  const route = matchRoute(rest);
  return route !== undefined && (route.indexed || route.id === 'notice');
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
    // An hour-old page is better than none while a refresh fails; past that it renders again.
    staleMs: Math.max(options.freshMs * 12, 60_000),
    maxEntries: 2_000,
    isCacheable(pathname: string, request: IncomingMessage) {
      // Phones go to the mobile site first (the middleware's redirect).
      if (options.mobileSiteHost && isMobileUserAgent(request.headers['user-agent'])) return false;
      return isSharedPage(pathname);
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
