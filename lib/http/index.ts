import { getDeviceId } from '../device-id';
import { env } from '../env';
import { defaultLocale } from '../i18n/locales';
import { apiLanguage } from '../locale';
import { handleForceLogoutCode } from '../session/force-logout';
import { getToken } from '../session/token';
import { createHttpClient, type ApiBase } from './client';

export * from './api-messages';
export * from './client';
export * from './envelope';
export * from './errors';
export * from './retry';

let currentLanguage = apiLanguage(defaultLocale);

/** Called by AppProviders whenever the route locale changes. */
export function setRequestLocale(locale: string): void {
  currentLanguage = apiLanguage(locale);
}

export function getRequestLanguage(): string {
  return currentLanguage;
}

/**
 * Relative bases work in the browser. On the server (prefetching in a Server Component) they
 * are resolved against INTERNAL_API_ORIGIN, or the local server on PORT.
 */
function resolveBase(base: string): string {
  if (typeof window !== 'undefined' || /^https?:\/\//.test(base)) return base;
  const origin = process.env.INTERNAL_API_ORIGIN ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;
  return `${origin.replace(/\/$/, '')}${base}`;
}

function bases(): Record<ApiBase, string> {
  return {
    futures: resolveBase(env.futuresApiBase),
    v2: resolveBase(env.v2ApiBase),
    market: resolveBase(env.marketApiBase),
    origin: resolveBase('/'),
  };
}

/** The app's http client: env bases, current language, device id, session token, forced logout. */
export const http = createHttpClient({
  bases: bases(),
  getLanguage: getRequestLanguage,
  getDeviceId,
  getToken,
  onResponseCode: (code) => {
    handleForceLogoutCode(code);
  },
});
