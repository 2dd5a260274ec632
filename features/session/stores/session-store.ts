import { createStore } from 'zustand/vanilla';
import type { UserInfo } from '../api/get-user-info';

export interface SessionState {
  token: string | null;
  info: UserInfo | null;
  cache: Record<string, unknown>;
  modal: { kyc: boolean };
  tokenChanged: (token: string | null) => void;
  userInfoLoaded: (info: UserInfo) => void;
  kycModalToggled: (open: boolean) => void;
  sessionCleared: () => void;
}

export function createSessionStore() {
  return createStore<SessionState>()((set) => ({
    token: null,
    info: null,
    cache: {},
    modal: { kyc: false },
    tokenChanged: (token) => set((state) => (state.token === token ? state : { token })),
    userInfoLoaded: (info) => set({ info }),
    kycModalToggled: (open) => set({ modal: { kyc: open } }),
    sessionCleared: () => set({ token: null, info: null, cache: {}, modal: { kyc: false } }),
  }));
}

export type SessionStore = ReturnType<typeof createSessionStore>;

export const sessionStore: SessionStore = createSessionStore();

/** Display name: userName, else email, else phone. */
export function displayNameOf(info: Pick<UserInfo, 'userName' | 'email' | 'phone'> | null): string {
  if (!info) return '';
  return info.userName || info.email || info.phone || '';
}

/** Level-1 (simpleStatus) or level-2 (superStatus) verified. */
export function isIdentityVerified(
  info: Pick<UserInfo, 'simpleStatus' | 'superStatus'> | null,
): boolean {
  return info?.simpleStatus === 1 || info?.superStatus === 1;
}
