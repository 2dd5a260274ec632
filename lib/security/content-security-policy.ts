/**
 * Content-Security-Policy with a per-request nonce. Next.js reads the nonce from the request's
 * CSP header and puts it on its own scripts; the theme script uses the same nonce.
 */
export interface CspOptions {
  nonce: string;
  isDev: boolean;
  /**
   * Extra origins the browser may call (API bases, socket host) when they are not same-origin.
   * Nothing else: 'self' covers this origin's own websocket (CSP3 matches ws/wss of the same host).
   */
  connectOrigins: string[];
}

export function buildContentSecurityPolicy({ nonce, isDev, connectOrigins }: CspOptions): string {
  const connect = ["'self'", ...connectOrigins];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      `'nonce-${nonce}'`,
      "'strict-dynamic'",
      ...(isDev ? ["'unsafe-eval'"] : []),
    ],
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
