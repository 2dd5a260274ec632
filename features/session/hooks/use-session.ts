'use client';

import { useStore } from 'zustand';
import type { UserInfo } from '../api/get-user-info';
import { logout } from '../logout';
import { displayNameOf, isIdentityVerified, sessionStore } from '../stores/session-store';

/** Logged in means a token exists. */
export function useIsLoggedIn(): boolean {
  return useStore(sessionStore, (state) => state.token !== null);
}

export function useSessionToken(): string | null {
  return useStore(sessionStore, (state) => state.token);
}

export function useUserInfo(): UserInfo | null {
  return useStore(sessionStore, (state) => state.info);
}

/** userName, else email, else phone; '' until user info is loaded. */
export function useDisplayName(): string {
  return useStore(sessionStore, (state) => displayNameOf(state.info));
}

export function useIsIdentityVerified(): boolean {
  return useStore(sessionStore, (state) => isIdentityVerified(state.info));
}

export function useKycModal(): [boolean, (open: boolean) => void] {
  const open = useStore(sessionStore, (state) => state.modal.kyc);
  const toggle = useStore(sessionStore, (state) => state.kycModalToggled);
  return [open, toggle];
}

export interface SessionApi {
  isLoggedIn: boolean;
  displayName: string;
  userInfo: UserInfo | null;
  isIdentityVerified: boolean;
  logout: () => Promise<void>;
}

/** Everything the header needs about the session. */
export function useSession(): SessionApi {
  return {
    isLoggedIn: useIsLoggedIn(),
    displayName: useDisplayName(),
    userInfo: useUserInfo(),
    isIdentityVerified: useIsIdentityVerified(),
    logout: () => logout(),
  };
}
