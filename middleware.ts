import { NextResponse, type NextRequest } from 'next/server';
import { isMobileUserAgent } from './lib/device/mobile';
import { LOCALE_COOKIE } from './lib/i18n/locales';
import { negotiateLocale, splitLocalePath } from './lib/i18n/negotiate';
import {
  DEFAULT_THEME_HEADER,
  FORCED_THEME_HEADER,
  LOCALE_HEADER,
  NONCE_HEADER,
  PAGE_CACHE_RENDER_HEADER,
  RENDER_NOT_FOUND_HEADER,
} from './lib/i18n/request-headers';
import { noticeExists } from './lib/notices/notice-exists';
import { NOT_FOUND_PATH, isSharedRoute, matchRoute } from './lib/routes';
import {
  buildContentSecurityPolicy,
  externalOrigins,
  SHAREABLE_HEADER,
  socketOrigins,
} from './lib/security/content-security-policy';
import { thirdPartyScriptsOf } from './lib/contract/third-party-scripts';

// The API and socket bases are fixed for the life of the process: their origins are read once.
// connect-src names only them and 'self' (which covers this origin's websocket), never ws:/wss:
// to any host, so an injected script cannot send data to a socket of its own.
const connectOrigins = [
  ...new Set([
    ...externalOrigins([
      process.env.NEXT_PUBLIC_FUTURES_API_BASE,
      process.env.NEXT_PUBLIC_V2_API_BASE,
      process.env.NEXT_PUBLIC_MARKET_API_BASE,
    ]),
    ...socketOrigins(process.env.NEXT_PUBLIC_SOCKET_URL),
  ]),
];

// The support messenger and the analytics tag (absent unless configured) are read once too: the
// policy names their origins only when they are set.
const thirdPartyScripts = thirdPartyScriptsOf(process.env);

/**
 * Locale prefixes, trailing slashes and the mobile-site redirect, plus the per-request CSP nonce
 * that the pages need. The language cookie is written by the page itself (LocaleSync and the
 * switcher), never here: Next strips the RSC markers before middleware, so background prefetches
 * of the previous language would be indistinguishable from a page the user opened.
 */
export async function middleware(request: NextRequest): Promise<NextResponse> {
  const { pathname, search } = request.nextUrl;

  if (pathname.length > 1 && pathname.endsWith('/')) {
    // A plain URL: NextURL would re-append the slash it was created with.
    const url = new URL(request.url);
    url.pathname = pathname.replace(/\/+$/, '') || '/';
    return NextResponse.redirect(url, 308);
  }

  const mobileHost = process.env.MOBILE_SITE_HOST?.trim();
  if (mobileHost && isMobileUserAgent(request.headers.get('user-agent'))) {
    const target = /^https?:\/\//.test(mobileHost)
      ? new URL(mobileHost)
      : new URL(`https://${mobileHost}`);
    return NextResponse.redirect(new URL(`${pathname}${search}`, target.origin), 302);
  }

  const { locale: pathLocale, rest } = splitLocalePath(pathname);
  const cookieLocale = request.cookies.get(LOCALE_COOKIE)?.value;
  const locale =
    pathLocale ?? negotiateLocale(cookieLocale, request.headers.get('accept-language'));

  if (!pathLocale && pathname !== '/') {
    const url = new URL(request.url);
    url.pathname = `/${locale}${pathname}`;
    const response = NextResponse.redirect(url, 307);
    response.headers.set('Vary', 'Cookie, Accept-Language');
    return response;
  }

  // A render for the shared page cache is the same for every visitor: no nonce (the cache puts
  // the inline scripts' hashes into the policy) and no cookies, so nothing personal gets in.
  const renderSecret = process.env.PAGE_CACHE_RENDER_SECRET;
  const route = matchRoute(rest);
  // Notice ids live in SQL: an unknown one gets the translated 404 like any unknown path.
  if (route?.id === 'notice') {
    const id = Number(rest.slice(rest.lastIndexOf('/') + 1));
    if (!(await noticeExists(id, internalOrigin(request)))) return renderNotFound(request, locale);
  }
  const forSharedCache =
    Boolean(renderSecret) &&
    request.headers.get(PAGE_CACHE_RENDER_HEADER) === renderSecret &&
    pathname !== '/' &&
    route !== undefined &&
    isSharedRoute(route);
  const nonce = forSharedCache ? undefined : btoa(crypto.randomUUID());
  const csp = buildContentSecurityPolicy({
    inlineScripts: nonce ? { nonce } : { hashes: 'placeholder' },
    isDev: process.env.NODE_ENV === 'development',
    connectOrigins,
    thirdPartyScripts,
  });

  const requestHeaders = new Headers(request.headers);
  requestHeaders.set(LOCALE_HEADER, locale);
  if (nonce) requestHeaders.set(NONCE_HEADER, nonce);
  else requestHeaders.delete(NONCE_HEADER);
  if (forSharedCache) requestHeaders.delete('cookie');
  requestHeaders.delete(PAGE_CACHE_RENDER_HEADER);
  requestHeaders.set('Content-Security-Policy', csp);
  if (route?.forcedTheme) requestHeaders.set(FORCED_THEME_HEADER, route.forcedTheme);
  else requestHeaders.delete(FORCED_THEME_HEADER);
  if (route?.defaultTheme) requestHeaders.set(DEFAULT_THEME_HEADER, route.defaultTheme);
  else requestHeaders.delete(DEFAULT_THEME_HEADER);

  let response: NextResponse;
  if (pathname === '/') {
    // "/" is the home page in the visitor's language; its canonical points at "/{lang}".
    response = NextResponse.rewrite(new URL(`/${locale}${search}`, request.url), {
      request: { headers: requestHeaders },
    });
  } else if (!route) {
    if (request.headers.get(RENDER_NOT_FOUND_HEADER) === '1') {
      response = NextResponse.rewrite(new URL(`/${locale}${NOT_FOUND_PATH}`, request.url), {
        request: { headers: requestHeaders },
      });
    } else {
      return renderNotFound(request, locale);
    }
  } else {
    response = NextResponse.next({ request: { headers: requestHeaders } });
  }

  response.headers.set('Content-Security-Policy', csp);
  if (forSharedCache) response.headers.set(SHAREABLE_HEADER, '1');
  if (pathname === '/') response.headers.set('Vary', 'Cookie, Accept-Language');
  return response;
}

/**
 * Unknown paths and failed route validation get the translated 404 page with status 404.
 * Next 16 does not server-render the body of a 404 for dynamic routes (neither notFound() nor a
 * rewrite with status 404 produce HTML), so the page is rendered by this same server as an
 * ordinary page and its body is returned with the right status.
 */
async function renderNotFound(request: NextRequest, locale: string): Promise<NextResponse> {
  const headers = new Headers({ [RENDER_NOT_FOUND_HEADER]: '1' });
  for (const name of ['accept-language', 'cookie', 'user-agent']) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  try {
    const rendered = await fetch(new URL(`/${locale}${NOT_FOUND_PATH}`, internalOrigin(request)), {
      headers,
      cache: 'no-store',
      redirect: 'manual',
    });
    const response = new NextResponse(rendered.body, { status: 404 });
    for (const name of ['content-type', 'content-security-policy', 'vary']) {
      const value = rendered.headers.get(name);
      if (value) response.headers.set(name, value);
    }
    response.headers.set('Cache-Control', 'no-store');
    return response;
  } catch {
    return new NextResponse('Not Found', {
      status: 404,
      headers: { 'content-type': 'text/plain' },
    });
  }
}

/** Where this server can reach itself; behind a proxy the public URL may not route back here. */
function internalOrigin(request: NextRequest): string {
  if (process.env.INTERNAL_ORIGIN) return process.env.INTERNAL_ORIGIN;
  const port = process.env.PORT ?? request.nextUrl.port ?? '3000';
  return `http://127.0.0.1:${port || '3000'}`;
}

export const config = {
  runtime: 'nodejs',
  matcher: [
    // Pages only: not API routes, Next internals, build manifests, socket.io, metadata files or
    // anything with a file extension.
    '/((?!api|_next|builds|socket\\.io|robots\\.txt|sitemap\\.xml|favicon\\.ico|.*\\.[a-zA-Z0-9]+$).*)',
  ],
};
