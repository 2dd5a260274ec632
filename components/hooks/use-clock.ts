'use client';

import { useSyncExternalStore } from 'react';

let now: number | null = null;
let timer: number | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === undefined) {
    now = Date.now();
    timer = window.setInterval(() => {
      now = Date.now();
      for (const notify of listeners) notify();
    }, 1000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.clearInterval(timer);
      timer = undefined;
    }
  };
}

/**
 * The time, read once a second by every countdown on the page from one timer. Null on the server
 * and during hydration, so the HTML holds no clock that the browser would contradict.
 */
export function useClock(): number | null {
  return useSyncExternalStore(
    subscribe,
    () => now,
    () => null,
  );
}
