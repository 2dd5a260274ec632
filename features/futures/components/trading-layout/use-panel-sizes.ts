'use client';

import { useCallback, useSyncExternalStore } from 'react';
import {
  DEFAULT_PANEL_SIZES,
  PANEL_SIZES_STORAGE_KEY,
  clampPanelSize,
  parsePanelSizes,
  type PanelSizes,
} from '../../model/panel-sizes';

const listeners = new Set<() => void>();
let cached: { raw: string | null; sizes: PanelSizes } | null = null;

function read(): PanelSizes {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(PANEL_SIZES_STORAGE_KEY);
  } catch {
    // Storage blocked: the defaults.
  }
  if (cached === null || cached.raw !== raw) cached = { raw, sizes: parsePanelSizes(raw) };
  return cached.sizes;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === PANEL_SIZES_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The desktop column widths and chart height, remembered in local storage (and followed across
 * tabs). The server renders the defaults; React swaps in a saved layout after hydration.
 */
export function usePanelSizes(): [PanelSizes, (name: keyof PanelSizes, value: number) => void] {
  const sizes = useSyncExternalStore(subscribe, read, () => DEFAULT_PANEL_SIZES);
  const resize = useCallback((name: keyof PanelSizes, value: number) => {
    const next = { ...read(), [name]: clampPanelSize(name, value) };
    try {
      window.localStorage.setItem(PANEL_SIZES_STORAGE_KEY, JSON.stringify(next));
    } catch {
      // Private mode or a full storage: nothing to remember the layout in.
      cached = { raw: JSON.stringify(next), sizes: next };
    }
    for (const notify of listeners) notify();
  }, []);
  return [sizes, resize];
}
