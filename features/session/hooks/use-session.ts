'use client';

import { useQuery } from '@tanstack/react-query';
import { useStore } from 'zustand';
import { getUserInfoQueryOptions, type UserInfo } from '../api/get-user-info';
import { logout } from '../logout';
import { sessionStore } from '../stores/session-store';
import { displayNameOf, isIdentityVerified } from '../utils/user-info';

/** Logged in means a token exists. */
export function useIsLoggedIn(): boolean {
  return useStore(sessionStore, (state) => state.token !== null);
}

export function useSessionToken(): string | null {
  return useStore(sessionStore, (state) => state.token);
}

/**
 * A selector over the one user-info query. A visitor never asks the server; after logout the
 * query is removed, so nothing of the previous user is shown.
 */
function useUserInfoSelector<T>(select: (info: UserInfo) => T, empty: T): T {
  const loggedIn = useIsLoggedIn();
  const { data } = useQuery({ ...getUserInfoQueryOptions(), select, enabled: loggedIn });
  return loggedIn && data !== undefined ? data : empty;
}

const whole = (info: UserInfo) => info;

/** The user's info; null for a visitor and until it is loaded. */
export function useUserInfo(): UserInfo | null {
  return useUserInfoSelector<UserInfo | null>(whole, null);
}

/** userName, else email, else phone; '' until user info is loaded. */
export function useDisplayName(): string {
  return useUserInfoSelector(displayNameOf, '');
}

export function useIsIdentityVerified(): boolean {
  return useUserInfoSelector(isIdentityVerified, false);
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
  const userInfo = useUserInfo();
  return {
    isLoggedIn: useIsLoggedIn(),
    displayName: displayNameOf(userInfo),
    userInfo,
    isIdentityVerified: isIdentityVerified(userInfo),
    logout: () => logout(),
  };
}
