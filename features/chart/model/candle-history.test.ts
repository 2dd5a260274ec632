import { describe, expect, it } from 'vitest';
import type { Candle } from './candle';
import {
  RETRY_OLDER_AFTER_MS,
  emptyHistory,
  isNearLeftEdge,
  mergeCandles,
  nextPageEnd,
  olderPageReceived,
} from './candle-history';

const c = (time: number, close = '1'): Candle => ({
  time,
  open: '1',
  high: '1',
  low: '1',
  close,
  volume: '1',
});
const times = (list: readonly Candle[]) => list.map((x) => x.time);

describe('merging pages of candles', () => {
  it('puts an older page in front, one candle per time, oldest first', () => {
    expect(times(mergeCandles([c(1), c(2), c(3)], [c(3), c(4), c(5)]))).toEqual([1, 2, 3, 4, 5]);
    expect(times(mergeCandles([c(4), c(6)], [c(1), c(5), c(7)]))).toEqual([1, 4, 5, 6, 7]);
  });

  it('takes the newer page on the same time (the refetched open candle)', () => {
    const merged = mergeCandles([c(1, 'old'), c(2, 'old')], [c(2, 'new'), c(3, 'new')]);
    expect(merged.map((x) => x.close)).toEqual(['old', 'new', 'new']);
  });

  it('keeps the candles it was given, so per-point caches stay valid', () => {
    const kept = c(1);
    expect(mergeCandles([kept], [c(2)])[0]).toBe(kept);
    const newest = [c(2), c(3)];
    expect(mergeCandles([], newest)).toBe(newest);
  });
});

describe('an older page arriving', () => {
  const loaded = [c(10), c(11), c(12)];

  it('adds what is strictly older and keeps asking while pages are full', () => {
    const next = olderPageReceived(emptyHistory('1:15m'), loaded, [c(7), c(8), c(9)], 3);
    expect(times(next.candles)).toEqual([7, 8, 9, 10, 11, 12]);
    expect(next).toMatchObject({ key: '1:15m', loading: false, exhausted: false });
    expect(nextPageEnd(next, next.candles, 0)).toBe(7);
  });

  it('ends paging on a short page, an empty page or one with nothing older', () => {
    const page = (list: Candle[], limit: number) =>
      olderPageReceived(emptyHistory('k'), loaded, list, limit);
    expect(page([c(8), c(9)], 3).exhausted).toBe(true);
    expect(page([], 3).exhausted).toBe(true);
    // A server that ignored endTime answers the same newest page: nothing new, no loop.
    const same = page([c(10), c(11), c(12)], 3);
    expect(same.exhausted).toBe(true);
    expect(times(same.candles)).toEqual([10, 11, 12]);
    expect(nextPageEnd(same, same.candles, 0)).toBeNull();
  });
});

describe('when to ask for the next page', () => {
  const loaded = [c(100), c(101)];

  it('asks with the oldest candle held as the end time, one page at a time', () => {
    expect(nextPageEnd(emptyHistory('k'), loaded, 0)).toBe(100);
    expect(nextPageEnd({ ...emptyHistory('k'), loading: true }, loaded, 0)).toBeNull();
    expect(nextPageEnd(emptyHistory('k'), [], 0)).toBeNull();
  });

  it('waits a moment after a failed page before asking again', () => {
    const failed = { ...emptyHistory('k'), failedAt: 5_000 };
    expect(nextPageEnd(failed, loaded, 5_000 + RETRY_OLDER_AFTER_MS - 1)).toBeNull();
    expect(nextPageEnd(failed, loaded, 5_000 + RETRY_OLDER_AFTER_MS)).toBe(100);
  });

  it('loads when the view starts within 50 bars of the first one', () => {
    expect(isNearLeftEdge({ from: 49.5 })).toBe(true);
    expect(isNearLeftEdge({ from: -20 })).toBe(true);
    expect(isNearLeftEdge({ from: 50 })).toBe(false);
    expect(isNearLeftEdge(null)).toBe(false);
  });
});
