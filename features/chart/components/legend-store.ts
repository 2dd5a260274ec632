import type { Candle } from '../model/candle';

/**
 * The candle the legend shows (hovered, else the last), kept outside React state so a crosshair
 * move or a live candle re-renders the legend only, not the whole panel.
 */
export interface LegendStore {
  get: () => Candle | undefined;
  set: (candle: Candle | undefined) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createLegendStore(): LegendStore {
  let current: Candle | undefined;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set: (candle) => {
      if (candle === current) return;
      current = candle;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
