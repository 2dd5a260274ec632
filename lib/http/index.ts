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

/** Set by the app whenever the route locale changes; unset until then. */
let chosenLanguage: string | undefined;

/**
 * The language of the page the server rendered (`<html lang>`): requests made before the app has
 * chosen one, even during the very first render, already carry it. On the server there is no
 * document, and a module-level value would be shared by concurrent requests: English there.
 */
function documentLanguage(): string {
  return apiLanguage(
    typeof document === 'undefined' ? defaultLocale : document.documentElement.lang,
  );
}

/** The `language` header value of every request (e.g. "ko_KR"); AppProviders keeps it in step with the route locale. */
export function setApiLanguage(locale: string): void {
  chosenLanguage = apiLanguage(locale);
}

export function getApiLanguage(): string {
  return chosenLanguage ?? documentLanguage();
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

/**
 * The header that marks a request of this process's own server rendering (a page prefetching its
 * data): the server knows the secret (INTERNAL_RENDER_SECRET, set before Next starts) and does not
 * charge such requests to the public weight budget of 127.0.0.1, which every page render shares.
 */
export const INTERNAL_RENDER_HEADER = 'x-internal-render';

function serverRenderHeaders(): Record<string, string> {
  if (typeof window !== 'undefined') return {};
  const secret = process.env.INTERNAL_RENDER_SECRET;
  return secret ? { [INTERNAL_RENDER_HEADER]: secret } : {};
}

/** The app's http client: env bases, current language, device id, session token, forced logout. */
export const http = createHttpClient({
  bases: bases(),
  extraHeaders: serverRenderHeaders,
  getLanguage: getApiLanguage,
  getDeviceId,
  getToken,
  onResponseCode: (code) => {
    handleForceLogoutCode(code);
  },
});
