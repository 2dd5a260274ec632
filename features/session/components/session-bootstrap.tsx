'use client';

import { useLayoutEffect } from 'react';
import { useUserLimitCountry } from '../api/get-user-limit-country';
import { bindSessionStore } from '../bind-session-store';
import { useUserInfo } from '../hooks/use-session';

/**
 * Session startup: mirrors the stored token into session state (after hydration, so server and
 * client render the same first frame), loads the user-limit-by-country check, and the user info
 * when logged in. Observing the user info here keeps its KYC-review polling alive on every page.
 * Renders nothing.
 */
export function SessionBootstrap() {
  // Before paint, so the first visible client frame already knows whether a token exists.
  useLayoutEffect(() => bindSessionStore(), []);
  useUserLimitCountry();
  useUserInfo();
  return null;
}
