'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { getOlderCandlesQueryOptions } from '../api/get-older-candles';
import type { Candle } from '../model/candle';
import {
  emptyHistory,
  mergeCandles,
  nextPageEnd,
  olderPageReceived,
  type OlderHistory,
} from '../model/candle-history';
import { toCandle } from '../model/kline-candle';

interface OlderCandlesOptions {
  /** One contract and period; another key starts from the newest page again. */
  historyKey: string;
  contractId: number;
  /** The server period asked for (`range`). */
  rangeMs: number;
  /** Server candles per page, the same as the newest page's. */
  limit: number;
  /** The newest page (oldest first), as React Query has it now. */
  newest: readonly Candle[];
}

/**
 * Older history in front of the newest page, one page at a time: `loadOlder` asks for the
 * candles before the oldest one held, and `loaded` is everything, oldest first. A newest page
 * shorter than a full page already reaches the start of history, so nothing is asked for then.
 */
export function useOlderCandles({
  historyKey,
  contractId,
  rangeMs,
  limit,
  newest,
}: OlderCandlesOptions): { loaded: Candle[]; loadOlder: () => void } {
  const queryClient = useQueryClient();
  const [stored, setStored] = useState<OlderHistory>(() => emptyHistory(historyKey));
  // Another contract or period: its paging starts over (adjusting state while rendering).
  if (stored.key !== historyKey) setStored(emptyHistory(historyKey));
  const history = stored.key === historyKey ? stored : emptyHistory(historyKey);
  const loaded = useMemo(() => mergeCandles(history.candles, newest), [history.candles, newest]);
  // Scroll events come per frame, before React renders `loading`: one request at a time.
  const inFlight = useRef<string | null>(null);

  const loadOlder = useCallback(() => {
    if (newest.length < limit || inFlight.current === historyKey) return;
    const endTime = nextPageEnd(history, loaded, Date.now());
    if (endTime === null) return;
    inFlight.current = historyKey;
    setStored({ ...history, loading: true });
    const current = (update: (h: OlderHistory) => OlderHistory) =>
      setStored((h) => (h.key === historyKey ? update(h) : h));
    queryClient
      .fetchQuery(getOlderCandlesQueryOptions({ contractId, range: rangeMs, limit, endTime }))
      .then(
        (page) => current((h) => olderPageReceived(h, loaded, page.map(toCandle), limit)),
        () => current((h) => ({ ...h, loading: false, failedAt: Date.now() })),
      )
      .finally(() => {
        if (inFlight.current === historyKey) inFlight.current = null;
      });
  }, [queryClient, contractId, rangeMs, limit, historyKey, history, loaded, newest.length]);

  return { loaded, loadOlder };
}
