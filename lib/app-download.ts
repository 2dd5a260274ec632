/**
 * Where the mobile app is downloaded from: the address the download QR code encodes and the two
 * store links. Server-side variables, read when a page renders (no rebuild to change them):
 *
 * - `APP_DOWNLOAD_URL`: what the QR code opens; default the site's own download page in the page's
 *   language (`SITE_URL` + `/{lang}/download`, or the address the visitor used when `SITE_URL` is
 *   unset: a phone scanning the demo's code must reach the same server, never its own localhost).
 * - `APP_STORE_URL`, `GOOGLE_PLAY_URL`: the store pages of the iOS and Android apps; a store whose
 *   address is not configured is not shown (no badge pointing at a placeholder).
 */
export interface AppDownloadLinks {
  /** The address the QR code encodes (absolute). */
  qrUrl: string;
  iosUrl: string | undefined;
  androidUrl: string | undefined;
}

type Env = Record<string, string | undefined>;

/** The stores' own names: proper names, the same in every language. */
export const STORE_NAMES = { ios: 'App Store', android: 'Google Play' } as const;

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

function configured(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  if (!value) return undefined;
  if (!isHttpUrl(value)) {
    throw new Error(`Invalid app download configuration: ${name} must be an http(s) URL`);
  }
  return value;
}

/**
 * The site's public origin without a trailing slash: SITE_URL, else the origin the visitor used,
 * else (no request at hand) the local server.
 */
function siteOrigin(env: Env, requestOrigin: string | undefined): string {
  const site = configured(env, 'SITE_URL');
  if (site) return new URL(site).origin;
  if (requestOrigin) return new URL(requestOrigin).origin;
  return `http://localhost:${env.PORT?.trim() || '3000'}`;
}

/** The download links for a page in `locale`; throws naming a malformed variable. */
export function appDownloadLinks(
  locale: string,
  { env = process.env, requestOrigin }: { env?: Env; requestOrigin?: string | undefined } = {},
): AppDownloadLinks {
  return {
    qrUrl:
      configured(env, 'APP_DOWNLOAD_URL') ?? `${siteOrigin(env, requestOrigin)}/${locale}/download`,
    iosUrl: configured(env, 'APP_STORE_URL'),
    androidUrl: configured(env, 'GOOGLE_PLAY_URL'),
  };
}
