/** Request headers the middleware adds for server components. */
export const LOCALE_HEADER = 'x-exch-locale';
export const NONCE_HEADER = 'x-nonce';
export const FORCED_THEME_HEADER = 'x-exch-forced-theme';
export const DEFAULT_THEME_HEADER = 'x-exch-default-theme';
/** Marks the server's own request for the 404 page (see renderNotFound in middleware.ts). */
export const RENDER_NOT_FOUND_HEADER = 'x-exch-render-not-found';
/**
 * Marks the page cache's own render request (server/web/page-cache.ts): its value is a secret
 * of the running process (PAGE_CACHE_RENDER_SECRET), so nobody else can ask for a page rendered
 * for the shared cache.
 */
export const PAGE_CACHE_RENDER_HEADER = 'x-exch-page-cache-render';
