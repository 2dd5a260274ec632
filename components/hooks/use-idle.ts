'use client';

import { useEffect, useState } from 'react';

/**
 * Runs `task` when the browser is idle, or after `timeoutMs` at the latest; where the browser has
 * no idle callback (Safari), on the next turn. Returns a cancel.
 */
export function whenIdle(task: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 0);
  return () => window.clearTimeout(handle);
}

/**
 * False until the browser has been idle once after mounting (or `timeoutMs` has passed): work no
 * screen needs at once waits until hydration has let go of the main thread.
 */
export function useIdleAfter(timeoutMs: number): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true), timeoutMs), [timeoutMs]);
  return idle;
}
