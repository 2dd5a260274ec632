'use client';

import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { getCandlestickListQueryOptions } from '@/features/market';
import {
  klineKey,
  realtimeStore,
  useTopicSubscription,
  type KlinePoint,
} from '@/features/realtime';
import { Topic } from '@/lib/socket/protocol';
import { aggregateCandles, upsertCandle } from '../model/aggregate';
import type { Candle } from '../model/candle';
import {
  MAX_CANDLES_PER_REQUEST,
  PERIOD_MS,
  periodSource,
  type ChartPeriod,
} from '../model/periods';

function toCandle(point: KlinePoint): Candle {
  return {
    time: Number(point.time),
    open: String(point.open),
    high: String(point.high),
    low: String(point.low),
    close: String(point.close),
    volume: String(point.volume),
  };
}

export type CandleFeedStatus = 'loading' | 'error' | 'empty' | 'ready';

interface CandleFeedOptions {
  contractId: number;
  code: string;
  period: ChartPeriod;
  /** Called with the period's candles after the history loads and on every live candle. */
  onCandles: (candles: Candle[]) => void;
}

/**
 * The candles of one contract and period: the history from queryCandlestickList, then the open
 * candle from the `future_kline` topic, read from the realtime store with a subscription (not a
 * render per message). Periods the server does not store are merged from a shorter one; a live
 * message then re-merges only the last bucket.
 */
export function useCandleFeed({ contractId, code, period, onCandles }: CandleFeedOptions): {
  status: CandleFeedStatus;
  retry: () => void;
  /** Asks for older candles (the chart was scrolled to its left edge), while the server allows. */
  loadOlder: () => void;
} {
  const source = periodSource(period);
  const periodMs = PERIOD_MS[period];
  // queryCandlestickList has no end time, only a limit (≤ 1500) counted back from now: older
  // candles come by asking again for more, with the previous answer shown meanwhile.
  const historyKey = `${contractId}:${period}`;
  const [extra, setExtra] = useState({ key: historyKey, pages: 0 });
  const [liveKey, setLiveKey] = useState<string | null>(null);
  const pages = extra.key === historyKey ? extra.pages : 0;
  const limit = Math.min(MAX_CANDLES_PER_REQUEST, source.limit * (pages + 1));
  const query = useQuery({
    ...getCandlestickListQueryOptions({ contractId, range: source.rangeMs, limit }),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === contractId && previousQuery.queryKey[3] === source.rangeMs
        ? previous
        : undefined,
  });
  // Fewer candles than asked for means the server has no older ones.
  const canLoadOlder =
    limit < MAX_CANDLES_PER_REQUEST &&
    !query.isPlaceholderData &&
    (query.data?.length ?? 0) >= limit;
  const loadOlder = () => {
    if (canLoadOlder) setExtra({ key: historyKey, pages: pages + 1 });
  };
  useTopicSubscription(Topic.futureKline, [{ symbol: code, ranges: String(source.rangeMs) }]);

  const onCandlesRef = useRef(onCandles);
  useEffect(() => {
    onCandlesRef.current = onCandles;
  }, [onCandles]);

  const data = query.data;
  useEffect(() => {
    if (!data) return;
    const key = klineKey({ contractId, period: String(source.rangeMs) });
    let base = data.map(toCandle).sort((a, b) => a.time - b.time);
    const live = realtimeStore.getState().klines[key];
    if (live) base = upsertCandle(base, toCandle(live));
    let candles = source.factor === 1 ? base : aggregateCandles(base, periodMs);
    onCandlesRef.current(candles);

    return realtimeStore.subscribe((state, previous) => {
      const point = state.klines[key];
      if (!point || point === previous.klines[key]) return;
      const candle = toCandle(point);
      // A market with no history yet: its first live candle ends the empty state.
      if (base.length === 0) setLiveKey(historyKey);
      base = upsertCandle(base, candle);
      if (source.factor === 1) {
        candles = base;
      } else {
        const bucketStart = Math.floor(candle.time / periodMs) * periodMs;
        const bucket = aggregateCandles(
          base.filter((c) => c.time >= bucketStart && c.time < bucketStart + periodMs),
          periodMs,
        )[0];
        if (bucket) candles = upsertCandle(candles, bucket);
      }
      onCandlesRef.current(candles);
    });
  }, [data, contractId, source.rangeMs, source.factor, periodMs, historyKey]);

  const status: CandleFeedStatus = query.isPending
    ? 'loading'
    : query.isError
      ? 'error'
      : (data?.length ?? 0) === 0 && liveKey !== historyKey
        ? 'empty'
        : 'ready';
  return { status, retry: () => void query.refetch(), loadOlder };
}
