'use client';

import { useEffect, useLayoutEffect } from 'react';
import { useStore } from 'zustand';
import { useUserInfoQuery } from '../api/get-user-info';
import { useUserLimitCountry } from '../api/get-user-limit-country';
import { bindSessionStore } from '../bind-session-store';
import { sessionStore } from '../stores/session-store';

/**
 * Session startup: mirrors the stored token into session state (after hydration, so server and
 * client render the same first frame), loads the user-limit-by-country check, and the user info
 * when logged in. Renders nothing.
 */
export function SessionBootstrap() {
  const token = useStore(sessionStore, (state) => state.token);

  // Before paint, so the first visible client frame already knows whether a token exists.
  useLayoutEffect(() => bindSessionStore(), []);

  useUserLimitCountry();
  const { data: info } = useUserInfoQuery({ enabled: token !== null });

  useEffect(() => {
    if (info) sessionStore.getState().userInfoLoaded(info);
  }, [info]);

  return null;
}
