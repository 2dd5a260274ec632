/**
 * Where the mobile app is downloaded from: the address the download QR code encodes and the two
 * store links. Server-side variables, read when a page renders (no rebuild to change them):
 *
 * - `APP_DOWNLOAD_URL`: what the QR code opens; default the site's own download page in the page's
 *   language (`SITE_URL` + `/{lang}/download`, or the local server when `SITE_URL` is unset).
 * - `APP_STORE_URL`, `GOOGLE_PLAY_URL`: the store pages of the iOS and Android apps.
 */
export interface AppDownloadLinks {
  /** The address the QR code encodes (absolute). */
  qrUrl: string;
  iosUrl: string;
  androidUrl: string;
}

type Env = Record<string, string | undefined>;

/** The stores' own names: proper names, the same in every language. */
export const STORE_NAMES = { ios: 'App Store', android: 'Google Play' } as const;

export const DEFAULT_APP_STORE_URL = 'https://apps.apple.com/app/exchange-official/id6450000000';
export const DEFAULT_GOOGLE_PLAY_URL =
  'https://play.google.com/store/apps/details?id=example.exchange.app';

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

/** The site's public origin without a trailing slash (SITE_URL, else the local server). */
function siteOrigin(env: Env): string {
  const site = configured(env, 'SITE_URL');
  if (site) return new URL(site).origin;
  return `http://localhost:${env.PORT?.trim() || '3000'}`;
}

/** The download links for a page in `locale`; throws naming a malformed variable. */
export function appDownloadLinks(locale: string, env: Env = process.env): AppDownloadLinks {
  return {
    qrUrl: configured(env, 'APP_DOWNLOAD_URL') ?? `${siteOrigin(env)}/${locale}/download`,
    iosUrl: configured(env, 'APP_STORE_URL') ?? DEFAULT_APP_STORE_URL,
    androidUrl: configured(env, 'GOOGLE_PLAY_URL') ?? DEFAULT_GOOGLE_PLAY_URL,
  };
}
