'use client';

import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { getCandlestickListQueryOptions } from '@/features/market';
import {
  klineKey,
  realtimeStore,
  selectLastTrade,
  useTopicSubscription,
} from '@/features/realtime';
import { Topic } from '@/lib/socket/protocol';
import { aggregateCandles, upsertCandle } from '../model/aggregate';
import type { Candle } from '../model/candle';
import { toCandle } from '../model/kline-candle';
import { closeAtLastTrade } from '../model/last-trade';
import { PERIOD_MS, periodSource, type ChartPeriod } from '../model/periods';
import { useOlderCandles } from './use-older-candles';

export type CandleFeedStatus = 'loading' | 'error' | 'empty' | 'ready';

interface CandleFeedOptions {
  contractId: number;
  code: string;
  period: ChartPeriod;
  /** Called with the period's candles after the history loads and on every live candle. */
  onCandles: (candles: Candle[]) => void;
}

/**
 * The candles of one contract and period: the newest page from queryCandlestickList, older pages
 * in front of it as the chart scrolls back (`loadOlder`), then the open candle from the
 * `future_kline` topic, read from the realtime store with a subscription (not a render per
 * message). Periods the server does not store are merged from a shorter one; a live message then
 * re-merges only the last bucket.
 */
export function useCandleFeed({ contractId, code, period, onCandles }: CandleFeedOptions): {
  status: CandleFeedStatus;
  retry: () => void;
  /** Asks for the page before the oldest candle (the chart was scrolled to its left edge). */
  loadOlder: () => void;
} {
  const source = periodSource(period);
  const periodMs = PERIOD_MS[period];
  const historyKey = `${contractId}:${period}`;
  const [liveKey, setLiveKey] = useState<string | null>(null);
  const query = useQuery(
    getCandlestickListQueryOptions({ contractId, range: source.rangeMs, limit: source.limit }),
  );
  const data = query.data;
  const newest = useMemo(() => (data ?? []).map(toCandle).sort((a, b) => a.time - b.time), [data]);
  const { loaded, loadOlder } = useOlderCandles({
    historyKey,
    contractId,
    rangeMs: source.rangeMs,
    limit: source.limit,
    newest,
  });
  useTopicSubscription(Topic.futureKline, [{ symbol: code, ranges: String(source.rangeMs) }]);

  const onCandlesRef = useRef(onCandles);
  useEffect(() => {
    onCandlesRef.current = onCandles;
  }, [onCandles]);

  const hasData = data !== undefined;
  useEffect(() => {
    if (!hasData) return;
    const key = klineKey({ contractId, period: String(source.rangeMs) });
    const state = realtimeStore.getState();
    let base: Candle[] = loaded;
    const live = state.klines[key];
    if (live) base = upsertCandle(base, toCandle(live));
    base = closeAtLastTrade(base, selectLastTrade(state, contractId), source.rangeMs);
    // Every page merged again: a bucket cut by a page boundary is whole once both pages are in.
    let candles = source.factor === 1 ? base : aggregateCandles(base, periodMs);
    onCandlesRef.current(candles);

    return realtimeStore.subscribe((state, previous) => {
      const point = state.klines[key];
      const klineMoved = point !== undefined && point !== previous.klines[key];
      const trade = selectLastTrade(state, contractId);
      if (!klineMoved && trade === selectLastTrade(previous, contractId)) return;
      let next = base;
      // Open times of the candles that changed: their buckets are merged again.
      const changed: number[] = [];
      if (klineMoved) {
        const candle = toCandle(point);
        // A market with no history yet: its first live candle ends the empty state.
        if (base.length === 0) setLiveKey(historyKey);
        next = upsertCandle(next, candle);
        changed.push(candle.time);
      }
      // The latest trade closes the open candle, as it sets the last price everywhere else.
      const closed = closeAtLastTrade(next, trade, source.rangeMs);
      if (closed !== next) changed.push(closed.at(-1)?.time ?? 0);
      if (closed === base) return;
      base = closed;
      if (source.factor === 1) {
        candles = base;
      } else {
        for (const bucketStart of new Set(
          changed.map((t) => Math.floor(t / periodMs) * periodMs),
        )) {
          const bucket = aggregateCandles(
            base.filter((c) => c.time >= bucketStart && c.time < bucketStart + periodMs),
            periodMs,
          )[0];
          if (bucket) candles = upsertCandle(candles, bucket);
        }
      }
      onCandlesRef.current(candles);
    });
  }, [hasData, loaded, contractId, source.rangeMs, source.factor, periodMs, historyKey]);

  const status: CandleFeedStatus = query.isPending
    ? 'loading'
    : query.isError
      ? 'error'
      : loaded.length === 0 && liveKey !== historyKey
        ? 'empty'
        : 'ready';
  return { status, retry: () => void query.refetch(), loadOlder };
}
