/**
 * Content-Security-Policy for pages. Two ways to allow the page's own inline scripts:
 * - a per-request nonce: Next.js reads it from the request's CSP header and puts it on its
 *   scripts, the theme script uses it too; every response is then unique;
 * - hashes: for pages served from the shared page cache (server/web/page-cache.ts), where one
 *   body goes to many visitors and a reused nonce would be no secret. The page is rendered
 *   without a nonce, and the cache puts the SHA-256 of each inline script where the placeholder
 *   stands. No 'strict-dynamic' then: Next's external chunks are allowed by 'self'.
 */
import type { ThirdPartyScripts } from '../contract/third-party-scripts';

export const SCRIPT_HASHES_PLACEHOLDER = "'script-hashes'";
/** The middleware's answer to the page cache: this page is the same for everyone. */
export const SHAREABLE_HEADER = 'x-exch-shareable';

export type InlineScripts = { nonce: string } | { hashes: 'placeholder' };

export interface CspOptions {
  inlineScripts: InlineScripts;
  isDev: boolean;
  /**
   * Extra origins the browser may call (API bases, socket host) when they are not same-origin.
   * Nothing else: 'self' covers this origin's own websocket (CSP3 matches ws/wss of the same host).
   */
  connectOrigins: string[];
  /**
   * The support messenger and the analytics tag when configured (lib/contract/third-party-scripts):
   * each adds its own origin where it needs one, and nothing is added for what is not configured.
   */
  thirdPartyScripts?: ThirdPartyScripts | undefined;
}

type Directives = Record<string, string[]>;

/**
 * What each configured third-party script may do: load from its origin (script-src; needed where
 * the page cache's hashes replace the nonce, which has no 'strict-dynamic'), call home
 * (connect-src; the messenger's live chat also over its websocket), show its pictures and, for
 * the messenger, its chat window in a frame.
 */
function thirdPartySources(scripts: ThirdPartyScripts | undefined): Directives {
  const add: Directives = {};
  const push = (directive: string, ...origins: string[]) =>
    (add[directive] = [...new Set([...(add[directive] ?? []), ...origins])]);
  const widget = scripts?.supportWidget;
  if (widget) {
    const { host, protocol } = new URL(widget.origin);
    const socket = `${protocol === 'https:' ? 'wss' : 'ws'}://${host}`;
    push('script-src', widget.origin);
    push('connect-src', widget.origin, socket);
    push('img-src', widget.origin);
    push('frame-src', "'self'", widget.origin);
  }
  const analytics = scripts?.analytics;
  if (analytics) {
    push('script-src', analytics.origin);
    push('connect-src', analytics.origin);
    push('img-src', analytics.origin);
  }
  return add;
}

export function buildContentSecurityPolicy({
  inlineScripts,
  isDev,
  connectOrigins,
  thirdPartyScripts,
}: CspOptions): string {
  const connect = ["'self'", ...connectOrigins];
  const inline =
    'nonce' in inlineScripts
      ? [`'nonce-${inlineScripts.nonce}'`, "'strict-dynamic'"]
      : [SCRIPT_HASHES_PLACEHOLDER];
  const directives: Directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inline, ...(isDev ? ["'unsafe-eval'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': connect,
    'worker-src': ["'self'", 'blob:'],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
  };
  for (const [name, origins] of Object.entries(thirdPartySources(thirdPartyScripts))) {
    directives[name] = [...new Set([...(directives[name] ?? []), ...origins])];
  }
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** Origins of absolute URLs among the configured bases; relative bases are same-origin. */
export function externalOrigins(urls: (string | undefined)[]): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    if (!url || !/^(https?|wss?):\/\//.test(url)) continue;
    try {
      origins.add(new URL(url).origin);
    } catch {
      // An invalid base is reported by the env check, not here.
    }
  }
  return [...origins];
}

/**
 * The origins a socket.io client reaches for a configured socket URL: its HTTP origin (long
 * polling) and the matching websocket origin (http → ws, https → wss), nothing for a relative URL.
 */
export function socketOrigins(url: string | undefined): string[] {
  const [origin] = externalOrigins([url]);
  if (!origin) return [];
  const { protocol, host } = new URL(origin);
  const secure = protocol === 'https:' || protocol === 'wss:';
  return [`${secure ? 'https' : 'http'}://${host}`, `${secure ? 'wss' : 'ws'}://${host}`];
}
