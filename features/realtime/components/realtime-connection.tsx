'use client';

import { useEffect } from 'react';
import { onSessionCleared } from '@/lib/session/session-events';
import { getRealtimeClient } from '@/lib/socket';
import { Topic } from '@/lib/socket/protocol';
import { realtimeStore } from '../stores/realtime-store';
import { bindRealtime } from '../stream/connect-realtime';

/**
 * Opens the app's single realtime connection and feeds the store. Mount once (AppProviders).
 * `token` is the session token: it is sent for authentication once per connection.
 */
export function RealtimeConnection({ token }: { token: string | null }) {
  useEffect(() => {
    const client = getRealtimeClient();
    const binding = bindRealtime(client, realtimeStore);
    const offCleared = onSessionCleared(() => realtimeStore.getState().privateDataCleared());
    client.connect();
    return () => {
      offCleared();
      binding.dispose();
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
