import type { Candle } from '../model/candle';

/**
 * The candle the legend shows (hovered, else the last), kept outside React state so a crosshair
 * move or a live candle re-renders the legend only, not the whole panel.
 */
export interface LegendStore<T = Candle> {
  get: () => T | undefined;
  set: (candle: T | undefined) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createLegendStore(): LegendStore {
  return createPointStore<Candle>();
}

/** The same store for another kind of point: a Renko brick or Point & Figure column. */
export function createPointStore<T>(): LegendStore<T> {
  let current: T | undefined;
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
