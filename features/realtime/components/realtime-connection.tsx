'use client';

import { useEffect } from 'react';
import { whenIdle } from '@/components/hooks/use-idle';
import { loadWithRetry } from '@/lib/load-with-retry';
import { handleForceLogoutCode } from '@/lib/session/force-logout';
import { onSessionCleared } from '@/lib/session/session-events';
import { getRealtimeClient } from '@/lib/socket';
import { Topic } from '@/lib/socket/protocol';
import { realtimeStore } from '../stores/realtime-store';
import type { RealtimeBinding } from '../stream/connect-realtime';

/**
 * Opens the app's single realtime connection and feeds the store. Mount once (AppProviders).
 * `token` is the session token: it is sent for authentication once per connection.
 */
export function RealtimeConnection({ token }: { token: string | null }) {
  useEffect(() => {
    const client = getRealtimeClient();
    let binding: RealtimeBinding | null = null;
    let unmounted = false;
    const offCleared = onSessionCleared(() => realtimeStore.getState().privateDataCleared());
    // A session ended elsewhere (logged out from another device's session list, a password
    // change) drops this socket at once; its reconnection is refused, which ends the session here
    // as a 401 would (spec section 4), without waiting for the next REST call.
    const offRefused = client.onAuthRefused(() => handleForceLogoutCode(401));
    // After hydration, once the main thread is idle (at most 1 s later): the socket's first
    // snapshots then do not compete with hydration for a phone's CPU, and the page already shows
    // the server's figures meanwhile. The binding (frame batcher, the realtime edge) loads then
    // too, beside socket.io: nothing of it is needed before the socket opens.
    // A binding chunk that fails to load (a network blip, a deploy since the page loaded) is asked
    // again with a growing wait: without it the page would never go live.
    let cancelLoad = () => {};
    const cancelConnect = whenIdle(() => {
      cancelLoad = loadWithRetry(
        () => import('../stream/connect-realtime'),
        ({ bindRealtime }) => {
          if (unmounted) return;
          binding = bindRealtime(client, realtimeStore);
          client.connect();
        },
        { failed: (error) => console.warn('[realtime] the live connection did not load:', error) },
      );
    }, 1_000);
    return () => {
      unmounted = true;
      cancelConnect();
      cancelLoad();
      offCleared();
      offRefused();
      binding?.dispose();
    };
  }, []);

  useEffect(() => {
    getRealtimeClient().authenticate(token);
  }, [token]);

  // App-wide streams: market indicators for everyone; private account, position and order
  // messages while logged in (sent once the server has accepted the token).
  useEffect(() => {
    const client = getRealtimeClient();
    client.subscribe(Topic.indicator);
    return () => client.forget(Topic.indicator);
  }, []);

  useEffect(() => {
    if (!token) return;
    const client = getRealtimeClient();
    client.subscribe(Topic.match);
    return () => client.forget(Topic.match);
  }, [token]);

  return null;
}
