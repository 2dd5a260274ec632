'use client';

import { useCallback, useEffect, useState } from 'react';

/** Seconds left before a code may be sent again; counts down once a second. */
export function useCooldown(): [number, (seconds: number) => void] {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= now) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until, now]);
  const start = useCallback((seconds: number) => {
    // One reading of the clock for both: two readings a millisecond apart showed 61 s for a
    // 60 s wait.
    const startedAt = Date.now();
    setNow(startedAt);
    setUntil(startedAt + seconds * 1000);
  }, []);
  return [Math.max(0, Math.ceil((until - now) / 1000)), start];
}
