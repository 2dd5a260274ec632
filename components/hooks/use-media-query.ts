'use client';

import { useCallback, useSyncExternalStore } from 'react';

/** Tailwind's `md` breakpoint (48rem): tables, side-by-side panels and pointer-sized controls. */
export const MD_UP = '(min-width: 48rem)';

/**
 * Whether the media query matches, live. On the server and while hydrating it is `serverValue`
 * (so the first client render matches the HTML), and where the browser has no `matchMedia` (jsdom)
 * it stays that. For the layouts that must not render twice (a table or its cards, a panel in
 * place or in a sheet); for looks alone, CSS breakpoints are enough.
 */
export function useMediaQuery(query: string, serverValue: boolean): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const media = window.matchMedia(query);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    [query],
  );
  const read = () =>
    typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : serverValue;
  return useSyncExternalStore(subscribe, read, () => serverValue);
}
