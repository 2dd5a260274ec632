'use client';

import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/**
 * True once React owns the page. Forms mark themselves `data-ready` with it: typing into the
 * server-rendered inputs before hydration would be reset when the form registers its defaults.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
