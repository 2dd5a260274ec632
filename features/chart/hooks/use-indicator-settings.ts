'use client';

import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import {
  DEFAULT_INDICATOR_SETTINGS,
  type IndicatorSettings,
} from '@/lib/contract/chart-indicators';
import type { ChartIndicatorStore } from '../types';

/** A visitor's indicator settings (a logged-in user's are in their server preferences). */
export const INDICATOR_SETTINGS_STORAGE_KEY = 'chart:indicators';

const listeners = new Set<() => void>();

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(INDICATOR_SETTINGS_STORAGE_KEY);
  } catch {
    return null;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === INDICATOR_SETTINGS_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function writeRaw(settings: IndicatorSettings): void {
  try {
    window.localStorage.setItem(INDICATOR_SETTINGS_STORAGE_KEY, JSON.stringify(settings));
  } catch {
    // Private mode or a full quota: the choice holds for this visit only.
  }
  for (const notify of listeners) notify();
}

/** The browser's settings as stored (unchecked), or null when none are. */
function useBrowserRaw(): unknown {
  const raw = useSyncExternalStore(subscribe, readRaw, () => null);
  return useMemo(() => {
    if (raw === null) return null;
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      return null; // Not JSON (written by hand?): none.
    }
  }, [raw]);
}

/**
 * Stored settings checked with the indicators' schema, each indicator that fails falling back to
 * its defaults. The schema loads only when something is stored: a visitor who never touched the
 * indicators loads no code for them.
 */
function useCheckedSettings(stored: unknown): IndicatorSettings {
  const [checked, setChecked] = useState<{ stored: unknown; settings: IndicatorSettings } | null>(
    null,
  );
  useEffect(() => {
    if (stored === null || stored === undefined) return;
    let live = true;
    void import('@/lib/contract/chart-indicators-schema').then((schema) => {
      if (live) setChecked({ stored, settings: schema.parseStoredIndicatorSettings(stored) });
    });
    return () => {
      live = false;
    };
  }, [stored]);
  return stored !== null && stored !== undefined && checked?.stored === stored
    ? checked.settings
    : DEFAULT_INDICATOR_SETTINGS;
}

/**
 * The indicator settings and a way to change them: a logged-in user's come from `store` (their
 * server preferences) and are saved there, a visitor's are kept in localStorage. A change shows
 * at once, before the server has answered.
 */
export function useIndicatorSettings(
  store: ChartIndicatorStore | undefined,
): [IndicatorSettings, (next: IndicatorSettings) => void] {
  const owner = store ? 'account' : 'browser';
  const browser = useBrowserRaw();
  const stored = useCheckedSettings(store ? store.stored : browser);
  const [chosen, setChosen] = useState<{ owner: string; settings: IndicatorSettings } | null>(null);
  const save = store?.save;
  const settings = chosen?.owner === owner ? chosen.settings : stored;
  const change = useCallback(
    (next: IndicatorSettings) => {
      setChosen({ owner, settings: next });
      if (save) save(next);
      else writeRaw(next);
    },
    [owner, save],
  );
  return [settings, change];
}
