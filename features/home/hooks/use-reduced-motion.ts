'use client';

import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

const readPreference = () =>
  typeof window.matchMedia === 'function' && window.matchMedia(QUERY).matches;

/**
 * The visitor asked their system for less motion. False on the server and while hydrating (the
 * first client render matches the HTML); follows the setting live afterwards.
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, readPreference, () => false);
}
