// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handleForceLogoutCode } from './force-logout';
import { guardedReload } from './reload-guard';
import { onSessionCleared } from './session-events';
import { TOKEN_COOKIE, TOKEN_STORAGE_KEY, getToken, setToken } from './token';

afterEach(() => {
  Cookies.remove(TOKEN_COOKIE, { path: '/' });
  localStorage.clear();
  sessionStorage.clear();
});

describe('session token', () => {
  it('reads the cookie first, local storage otherwise', () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'stored');
    expect(getToken()).toBe('stored');
    Cookies.set(TOKEN_COOKIE, 'cookie', { path: '/' });
    expect(getToken()).toBe('cookie');
  });
});

describe('forced logout', () => {
  it.each([512, 401, 403, 10000])(
    'code %i with a cookie token clears token, session and reloads',
    (code) => {
      setToken('abc');
      const reload = vi.fn();
      const cleared = vi.fn();
      const off = onSessionCleared(cleared);
      expect(handleForceLogoutCode(code, { reload, now: () => 1_000_000 })).toBe(true);
      off();
      expect(Cookies.get(TOKEN_COOKIE)).toBeUndefined();
      expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
      expect(cleared).toHaveBeenCalledTimes(1);
      expect(reload).toHaveBeenCalledTimes(1);
    },
  );

  it('does nothing for other codes', () => {
    setToken('abc');
    const reload = vi.fn();
    expect(handleForceLogoutCode(1016, { reload })).toBe(false);
    expect(handleForceLogoutCode(500, { reload })).toBe(false);
    expect(getToken()).toBe('abc');
    expect(reload).not.toHaveBeenCalled();
  });

  it('does nothing without a cookie token (a visitor, or a token only in local storage)', () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'only-stored');
    const reload = vi.fn();
    expect(handleForceLogoutCode(401, { reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('reload guard', () => {
  it('reloads at most once per 10 s', () => {
    const reload = vi.fn();
    let now = 50_000;
    expect(guardedReload(undefined, { reload, now: () => now })).toBe(true);
    now += 9_999;
    expect(guardedReload(undefined, { reload, now: () => now })).toBe(false);
    now += 1;
    expect(guardedReload(undefined, { reload, now: () => now })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('keeps a burst of failing calls from reloading twice', () => {
    setToken('abc');
    const reload = vi.fn();
    handleForceLogoutCode(401, { reload, now: () => 5_000_000 });
    setToken('abc');
    handleForceLogoutCode(403, { reload, now: () => 5_000_500 });
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
