/**
 * Public configuration of the data layer. Next inlines NEXT_PUBLIC_* variables only when they are
 * read literally, so each one is spelled out below. The browser only fills in defaults and the
 * bases' trailing slash here; the values are validated with zod on the server
 * (`lib/env-schema.ts`, run by the root layout), which refuses to render with a malformed one, so
 * zod stays out of the page's first-load JavaScript.
 */
export interface PublicEnv {
  futuresApiBase: string;
  v2ApiBase: string;
  marketApiBase: string;
  /** Empty means the page's own origin. */
  socketUrl: string;
  socketPath: string;
  appVersion: string;
}

export type RawPublicEnv = Record<keyof PublicEnv, string | undefined>;

const defaults: PublicEnv = {
  futuresApiBase: '/api/futures/',
  v2ApiBase: '/api/v2/',
  marketApiBase: '/api/market/',
  socketUrl: '',
  socketPath: '/socket.io',
  appVersion: '0.1.0',
};

/** Bases are joined with relative endpoint paths ("configs/public"), so they end with a slash. */
const withSlash = (value: string) => (value.endsWith('/') ? value : `${value}/`);

/** Trimmed values, blanks replaced by the defaults, bases ending with a slash. */
export function normalizePublicEnv(raw: RawPublicEnv): PublicEnv {
  const value = (key: keyof PublicEnv) => raw[key]?.trim() || defaults[key];
  return {
    futuresApiBase: withSlash(value('futuresApiBase')),
    v2ApiBase: withSlash(value('v2ApiBase')),
    marketApiBase: withSlash(value('marketApiBase')),
    socketUrl: value('socketUrl'),
    socketPath: value('socketPath'),
    appVersion: value('appVersion'),
  };
}

export function readPublicEnv(): RawPublicEnv {
  return {
    futuresApiBase: process.env.NEXT_PUBLIC_FUTURES_API_BASE,
    v2ApiBase: process.env.NEXT_PUBLIC_V2_API_BASE,
    marketApiBase: process.env.NEXT_PUBLIC_MARKET_API_BASE,
    socketUrl: process.env.NEXT_PUBLIC_SOCKET_URL,
    socketPath: process.env.NEXT_PUBLIC_SOCKET_PATH,
    appVersion: process.env.NEXT_PUBLIC_APP_VERSION,
  };
}

export const env: PublicEnv = normalizePublicEnv(readPublicEnv());
