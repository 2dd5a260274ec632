// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handleForceLogoutCode } from '@/lib/session/force-logout';
import { onSessionCleared } from '@/lib/session/session-events';
import { TOKEN_COOKIE, TOKEN_STORAGE_KEY, setToken } from '@/lib/session/token';
import { bindSessionStore } from './bind-session-store';
import { logout } from './logout';
import { createSessionStore } from './stores/session-store';
import { displayNameOf, isIdentityVerified } from './utils/user-info';

afterEach(() => {
  Cookies.remove(TOKEN_COOKIE, { path: '/' });
  localStorage.clear();
});

describe('display name', () => {
  it('is userName, else the masked e-mail, else the masked phone', () => {
    expect(displayNameOf({ userName: 'neo', email: 'n@x.io', phone: '010' })).toBe('neo');
    expect(displayNameOf({ userName: '', email: 'neo@x.io', phone: '010' })).toBe('ne***@x.io');
    expect(displayNameOf({ userName: null, email: null, phone: '+82 1012345678' })).toBe(
      '+82 101****678',
    );
    expect(displayNameOf(null)).toBe('');
  });
});

describe('verification', () => {
  it('counts level-1 or level-2 as verified, neither as not authenticated', () => {
    expect(isIdentityVerified({ simpleStatus: 1, superStatus: 0 })).toBe(true);
    expect(isIdentityVerified({ simpleStatus: 0, superStatus: 1 })).toBe(true);
    expect(isIdentityVerified({ simpleStatus: 0, superStatus: 0 })).toBe(false);
  });
});

describe('logout', () => {
  it('calls the server, then removes cookie and stored token, clears session state and reloads', async () => {
    setToken('abc');
    const store = createSessionStore();
    store.getState().tokenChanged('abc');
    store.getState().kycModalToggled(true);
    const off = onSessionCleared(() => store.getState().sessionCleared());
    const order: string[] = [];
    await logout({
      callServer: async () => {
        order.push(`server:${Cookies.get(TOKEN_COOKIE)}`);
      },
      reload: () => order.push(`reload:${Cookies.get(TOKEN_COOKIE) ?? 'none'}`),
    });
    off();
    expect(order).toEqual(['server:abc', 'reload:none']);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(store.getState()).toMatchObject({ token: null, modal: { kyc: false } });
  });

  it('still ends the local session when the server call fails', async () => {
    setToken('abc');
    const reload = vi.fn();
    await logout({ callServer: () => Promise.reject(new Error('offline')), reload });
    expect(Cookies.get(TOKEN_COOKIE)).toBeUndefined();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('session state follows token changes and a forced logout raised elsewhere', () => {
    const store = createSessionStore();
    const unbind = bindSessionStore(store);
    expect(store.getState().token).toBeNull();
    setToken('fresh');
    expect(store.getState().token).toBe('fresh');
    store.getState().kycModalToggled(true);
    handleForceLogoutCode(401, { reload: () => undefined, now: () => 9e12 });
    expect(store.getState()).toMatchObject({ token: null, modal: { kyc: false } });
    unbind();
  });
});
