'use client';

import { useEffect, useState } from 'react';
import { Topic } from '@/lib/socket/protocol';
import { useRealtime, useTopicSubscription } from './use-realtime';

const NO_SYMBOLS: [] = [];

/**
 * The server's time now, ticking every `intervalMs`: this machine's clock corrected by the offset
 * the `realtime` topic gives (the server's epoch ms once a second), which the hook subscribes to
 * while mounted. Before the first frame (or offline) it is this machine's clock.
 */
export function useServerNow(intervalMs = 1000): number {
  useTopicSubscription(Topic.realtime, NO_SYMBOLS);
  const offset = useRealtime((s) => s.serverClockOffset) ?? 0;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now + offset;
}
