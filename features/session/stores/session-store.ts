import { createStore } from 'zustand/vanilla';

/**
 * Session state that is not server data: the token (mirrored from cookie / local storage) and the
 * KYC modal flag. The user's info lives only in the React Query cache (`getUserInfoQueryOptions`).
 */
export interface SessionState {
  token: string | null;
  modal: { kyc: boolean };
  tokenChanged: (token: string | null) => void;
  kycModalToggled: (open: boolean) => void;
  sessionCleared: () => void;
}

export function createSessionStore() {
  return createStore<SessionState>()((set) => ({
    token: null,
    modal: { kyc: false },
    tokenChanged: (token) => set((state) => (state.token === token ? state : { token })),
    kycModalToggled: (open) => set({ modal: { kyc: open } }),
    sessionCleared: () => set({ token: null, modal: { kyc: false } }),
  }));
}

export type SessionStore = ReturnType<typeof createSessionStore>;

export const sessionStore: SessionStore = createSessionStore();
