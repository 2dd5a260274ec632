'use client';

import { useEffect } from 'react';
import { useStore } from 'zustand';
import { onSessionCleared } from '@/lib/session/session-events';
import { getToken, subscribeToken } from '@/lib/session/token';
import { useUserInfoQuery } from '../api/get-user-info';
import { useUserLimitCountry } from '../api/get-user-limit-country';
import { sessionStore } from '../stores/session-store';

/**
 * Session startup: mirrors the stored token into session state (after hydration, so server and
 * client render the same first frame), loads the user-limit-by-country check, and the user info
 * when logged in. Renders nothing.
 */
export function SessionBootstrap() {
  const token = useStore(sessionStore, (state) => state.token);

  useEffect(() => {
    const sync = () => sessionStore.getState().tokenChanged(getToken());
    sync();
    const offToken = subscribeToken(sync);
    const offCleared = onSessionCleared(() => sessionStore.getState().sessionCleared());
    return () => {
      offToken();
      offCleared();
    };
  }, []);

  useUserLimitCountry();
  const { data: info } = useUserInfoQuery({ enabled: token !== null });

  useEffect(() => {
    if (info) sessionStore.getState().userInfoLoaded(info);
  }, [info]);

  return null;
}
