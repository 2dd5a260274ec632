'use client';

import { useCallback, useSyncExternalStore } from 'react';
import {
  DEFAULT_BRICK_SETTINGS,
  isBoxPercent,
  isReversal,
  type BoxPercent,
  type Reversal,
} from '../model/brick-settings';
import { isChartTimeZone, type ChartTimeZone } from '../model/chart-time';
import { isChartType, type ChartType } from '../model/chart-types';
import { isChartPeriod, type ChartPeriod } from '../model/periods';

export const CHART_PREFERENCES_STORAGE_KEY = 'chart:preferences';

export interface ChartPreferences {
  type: ChartType;
  period: ChartPeriod;
  /** The time axis, crosshair and legend in the browser's zone or in UTC. */
  timeZone: ChartTimeZone;
  /** Renko, Kagi, Point & Figure: the box as a share of the price, in percent. */
  boxPercent: BoxPercent;
  /** Point & Figure: the boxes a move back takes to start a column. */
  reversal: Reversal;
}

export const DEFAULT_CHART_PREFERENCES: ChartPreferences = {
  type: 'candles',
  period: '15m',
  timeZone: 'local',
  ...DEFAULT_BRICK_SETTINGS,
};

export function parseChartPreferences(raw: string | null): ChartPreferences {
  try {
    const parsed: unknown = JSON.parse(raw ?? 'null');
    if (!parsed || typeof parsed !== 'object') return DEFAULT_CHART_PREFERENCES;
    const { type, period, timeZone, boxPercent, reversal } = parsed as Record<string, unknown>;
    return {
      type: isChartType(type) ? type : DEFAULT_CHART_PREFERENCES.type,
      period: isChartPeriod(period) ? period : DEFAULT_CHART_PREFERENCES.period,
      timeZone: isChartTimeZone(timeZone) ? timeZone : DEFAULT_CHART_PREFERENCES.timeZone,
      boxPercent: isBoxPercent(boxPercent) ? boxPercent : DEFAULT_CHART_PREFERENCES.boxPercent,
      reversal: isReversal(reversal) ? reversal : DEFAULT_CHART_PREFERENCES.reversal,
    };
  } catch {
    return DEFAULT_CHART_PREFERENCES;
  }
}

const listeners = new Set<() => void>();
let cached: { raw: string | null; preferences: ChartPreferences } | null = null;

function read(): ChartPreferences {
  let raw: string | null = cached?.raw ?? null;
  try {
    raw = window.localStorage.getItem(CHART_PREFERENCES_STORAGE_KEY);
  } catch {
    // Storage blocked: keep what this visit chose.
  }
  if (cached === null || cached.raw !== raw)
    cached = { raw, preferences: parseChartPreferences(raw) };
  return cached.preferences;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === CHART_PREFERENCES_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * Chart type, period, time zone and brick settings, remembered in localStorage (and followed across tabs). The server and
 * the hydrating render use the defaults; the stored choice comes in right after, so the HTML
 * never mismatches.
 */
export function useChartPreferences(): [
  ChartPreferences,
  (change: Partial<ChartPreferences>) => void,
] {
  const preferences = useSyncExternalStore(subscribe, read, () => DEFAULT_CHART_PREFERENCES);
  const change = useCallback((update: Partial<ChartPreferences>) => {
    const next = { ...read(), ...update };
    const raw = JSON.stringify(next);
    try {
      window.localStorage.setItem(CHART_PREFERENCES_STORAGE_KEY, raw);
    } catch {
      // Private mode or a full quota: the choice holds for this visit only.
    }
    cached = { raw, preferences: next };
    for (const notify of listeners) notify();
  }, []);
  return [preferences, change];
}
