/** Request headers the middleware adds for server components. */
export const LOCALE_HEADER = 'x-exch-locale';
export const NONCE_HEADER = 'x-nonce';
export const FORCED_THEME_HEADER = 'x-exch-forced-theme';
/** Marks the server's own request for the 404 page (see renderNotFound in middleware.ts). */
export const RENDER_NOT_FOUND_HEADER = 'x-exch-render-not-found';
