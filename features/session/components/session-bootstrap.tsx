'use client';

import { useQuery } from '@tanstack/react-query';
import { useLayoutEffect } from 'react';
import { useIdleAfter } from '@/components/hooks/use-idle';
import { getUserLimitCountryQueryOptions } from '../api/get-user-limit-country';
import { bindSessionStore } from '../bind-session-store';
import { useUserInfo } from '../hooks/use-session';

/**
 * Session startup: mirrors the stored token into session state (after hydration, so server and
 * client render the same first frame), loads the user-limit-by-country check once the browser is
 * idle (no screen shows it at once; a screen that needs it sooner asks for it itself), and the
 * user info when logged in. Observing the user info here keeps its KYC-review polling alive on every page.
 * Renders nothing.
 */
export function SessionBootstrap() {
  // Before paint, so the first visible client frame already knows whether a token exists.
  useLayoutEffect(() => bindSessionStore(), []);
  const idle = useIdleAfter(3_000);
  useQuery({ ...getUserLimitCountryQueryOptions(), enabled: idle });
  useUserInfo();
  return null;
}
