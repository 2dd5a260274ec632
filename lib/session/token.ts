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

export function setToken(token: string, options: { expires?: number } = {}): void {
  if (typeof document !== 'undefined') {
    Cookies.set(TOKEN_COOKIE, token, { path: '/', sameSite: 'lax', expires: options.expires });
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
