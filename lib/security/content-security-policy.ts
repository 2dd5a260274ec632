/**
 * Content-Security-Policy with a per-request nonce. Next.js reads the nonce from the request's
 * CSP header and puts it on its own scripts; the theme script uses the same nonce.
 */
export interface CspOptions {
  nonce: string;
  isDev: boolean;
  /** Extra origins the browser may call (API bases, socket host) when they are not same-origin. */
  connectOrigins: string[];
}

export function buildContentSecurityPolicy({ nonce, isDev, connectOrigins }: CspOptions): string {
  const connect = ["'self'", 'ws:', 'wss:', ...connectOrigins];
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
