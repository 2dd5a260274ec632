import Cookies from 'js-cookie';

/** The session token lives in the cookie `exch-token`, failing that in local storage. */
export const TOKEN_COOKIE = 'exch-token';
export const TOKEN_STORAGE_KEY = 'exch-token';

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function getCookieToken(): string | null {
  if (typeof document === 'undefined') return null;
  return Cookies.get(TOKEN_COOKIE) || null;
}

export function getToken(): string | null {
  return getCookieToken() ?? (storage()?.getItem(TOKEN_STORAGE_KEY) || null);
}

export function hasToken(): boolean {
  return getToken() !== null;
}

/**
 * The cookie is written by this page's script, so the page's own scheme tells whether the browser
 * reached us over HTTPS (no proxy header to trust): Secure then, SameSite=Lax always. It cannot be
 * HttpOnly: the client reads it to send the token as a header (the API takes no cookies).
 */
export function tokenCookieAttributes(
  protocol: string,
  options: { expires?: number } = {},
): Cookies.CookieAttributes {
  return { path: '/', sameSite: 'lax', secure: protocol === 'https:', expires: options.expires };
}

export function setToken(token: string, options: { expires?: number } = {}): void {
  if (typeof document !== 'undefined') {
    Cookies.set(TOKEN_COOKIE, token, tokenCookieAttributes(window.location.protocol, options));
  }
  storage()?.setItem(TOKEN_STORAGE_KEY, token);
  notify();
}

export function clearToken(): void {
  if (typeof document !== 'undefined') Cookies.remove(TOKEN_COOKIE, { path: '/' });
  storage()?.removeItem(TOKEN_STORAGE_KEY);
  notify();
}

type Listener = () => void;
const listeners = new Set<Listener>();

/** Lets the session store follow token changes made anywhere (login, forced logout). */
export function subscribeToken(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function notify(): void {
  for (const listener of listeners) listener();
}
