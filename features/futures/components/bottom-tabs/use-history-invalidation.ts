'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { realtimeStore, type RealtimeState, type RealtimeStore } from '@/features/realtime';

export const HISTORY_QUERY_KEY = ['futures', 'history'] as const;
const MIN_INTERVAL_MS = 1000;

/** True when an order left the open map or a position's size changed (a fill, a close). */
export function historyChanged(state: RealtimeState, previous: RealtimeState): boolean {
  if (state.openOrders !== previous.openOrders) {
    for (const id of Object.keys(previous.openOrders)) {
      if (!(id in state.openOrders)) return true;
    }
  }
  if (state.positions !== previous.positions) {
    if (state.positions.length !== previous.positions.length) return true;
    const sizes = new Map(previous.positions.map((p) => [p.id ?? p.positionId, p.size]));
    return state.positions.some((p) => sizes.get(p.id ?? p.positionId) !== p.size);
  }
  return false;
}

/**
 * The histories are read-model REST lists, not socket data: when a match frame ends an order or
 * changes a position, they are read again, at most once a second (a burst of fills is one read).
 */
export function useHistoryInvalidation(store: RealtimeStore = realtimeStore): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let last = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const invalidate = () => {
      timer = undefined;
      last = Date.now();
      void queryClient.invalidateQueries({ queryKey: HISTORY_QUERY_KEY });
    };
    const unsubscribe = store.subscribe((state, previous) => {
      if (timer !== undefined || !historyChanged(state, previous)) return;
      const wait = last + MIN_INTERVAL_MS - Date.now();
      if (wait <= 0) invalidate();
      else timer = setTimeout(invalidate, wait);
    });
    return () => {
      unsubscribe();
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [queryClient, store]);
}
