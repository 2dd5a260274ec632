'use client';

import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { parseStoredDrawings } from '@/lib/contract/chart-drawings-schema';
import type { Drawing, DrawingsByContract } from '@/lib/contract/chart-drawings';
import type { ChartDrawingStore } from '../types';

/** A visitor's drawings, every contract's under one key (a logged-in user's are on the server). */
export const DRAWINGS_STORAGE_KEY = 'chart:drawings';

/** Saves to the server wait this long after the last change (a drag is many changes). */
export const DRAWINGS_SAVE_DELAY_MS = 600;

const NONE: readonly Drawing[] = [];
const listeners = new Set<() => void>();

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(DRAWINGS_STORAGE_KEY);
  } catch {
    return null;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === DRAWINGS_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function writeRaw(all: DrawingsByContract): void {
  try {
    window.localStorage.setItem(DRAWINGS_STORAGE_KEY, JSON.stringify(all));
  } catch {
    // Private mode or a full quota: the drawings hold for this visit only.
  }
  for (const notify of listeners) notify();
}

function parseRaw(raw: string | null): DrawingsByContract {
  if (raw === null) return {};
  try {
    return parseStoredDrawings(JSON.parse(raw));
  } catch {
    return {};
  }
}

export interface DrawingStorage {
  drawings: readonly Drawing[];
  change: (next: readonly Drawing[]) => void;
  /** False while a logged-in user's saved drawings load: drawing now would lose them. */
  ready: boolean;
}

/**
 * The drawings of one contract and a way to change them: a logged-in user's come from `store`
 * (saved there a moment after the last change), a visitor's are kept in localStorage at once.
 */
export function useDrawingStorage(
  code: string,
  store: ChartDrawingStore | undefined,
): DrawingStorage {
  const owner = store ? 'account' : 'browser';
  const raw = useSyncExternalStore(subscribe, readRaw, () => null);
  const browser = useMemo(() => parseRaw(raw), [raw]);
  const storedRaw = store?.stored;
  const account = useMemo(() => parseStoredDrawings(storedRaw), [storedRaw]);
  const [chosen, setChosen] = useState<{ owner: string; all: DrawingsByContract } | null>(null);
  const all = chosen?.owner === owner ? chosen.all : store ? account : browser;

  const latest = useRef(all);
  useEffect(() => {
    latest.current = all;
  }, [all]);

  const save = store?.save;
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; flush: () => void } | null>(null);
  const flush = useCallback(() => {
    const waiting = pending.current;
    if (!waiting) return;
    clearTimeout(waiting.timer);
    pending.current = null;
    waiting.flush();
  }, []);
  // A contract switch or leaving the screen sends what is still waiting.
  useEffect(() => flush, [flush, code, save]);

  const change = useCallback(
    (next: readonly Drawing[]) => {
      const others = Object.entries(latest.current).filter(([other]) => other !== code);
      const updated: DrawingsByContract = Object.fromEntries(
        next.length > 0 ? [...others, [code, [...next]]] : others,
      );
      latest.current = updated;
      setChosen({ owner, all: updated });
      if (!save) {
        writeRaw(updated);
        return;
      }
      if (pending.current) clearTimeout(pending.current.timer);
      const send = () => save(latest.current);
      pending.current = { timer: setTimeout(flush, DRAWINGS_SAVE_DELAY_MS), flush: send };
    },
    [code, owner, save, flush],
  );

  return {
    drawings: all[code] ?? NONE,
    change,
    ready: !store || store.stored !== undefined,
  };
}
