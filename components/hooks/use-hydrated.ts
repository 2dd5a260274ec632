'use client';

import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/**
 * True once React owns the page: false on the server and while hydrating, so the first client
 * render matches the HTML. Forms mark themselves `data-ready` with it (typing into the
 * server-rendered inputs before hydration would be reset when the form registers its defaults).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
