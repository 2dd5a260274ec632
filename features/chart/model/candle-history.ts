import type { Candle } from './candle';

/**
 * Paging back through a contract's candles: the newest page comes with the screen, older pages
 * are asked for (`endTime` = the oldest candle held) as the user scrolls to the left edge.
 */

/** Bars (of the chart, not of the server) from the left edge at which an older page is asked for. */
export const LOAD_OLDER_WITHIN_BARS = 50;
/** After a failed page, scrolling asks again only after this long (scroll events come per frame). */
export const RETRY_OLDER_AFTER_MS = 3_000;

/** What the chart holds beyond the newest page, for one contract and period (`key`). */
export interface OlderHistory {
  key: string;
  /** Every candle loaded so far, oldest first, including the newest page as it was then. */
  candles: readonly Candle[];
  loading: boolean;
  /** The server has nothing older: a page came back short or added nothing. */
  exhausted: boolean;
  /** When the last page failed (epoch ms), or null. */
  failedAt: number | null;
}

export function emptyHistory(key: string): OlderHistory {
  return { key, candles: [], loading: false, exhausted: false, failedAt: null };
}

/**
 * Both lists as one, oldest first, one candle per time; on the same time `newer` wins (the newest
 * page, refetched, knows the open candle better). Candles kept from `older` are the same objects,
 * so the per-point caches of the chart transforms are not invalidated by a merge.
 */
export function mergeCandles(older: readonly Candle[], newer: readonly Candle[]): Candle[] {
  if (older.length === 0) return newer as Candle[];
  if (newer.length === 0) return older as Candle[];
  const out: Candle[] = [];
  let i = 0;
  let j = 0;
  while (i < older.length || j < newer.length) {
    const a = older[i];
    const b = newer[j];
    if (b === undefined || (a !== undefined && a.time < b.time)) {
      out.push(a as Candle);
      i += 1;
    } else {
      if (a !== undefined && a.time === b.time) i += 1;
      out.push(b);
      j += 1;
    }
  }
  return out;
}

/**
 * The history after an older page arrived: the page (only what is strictly older than what was
 * loaded, in case the server's bound is fuzzy) in front of everything loaded. A page shorter than
 * asked for, or one that adds nothing, means the start of history: no more requests.
 */
export function olderPageReceived(
  history: OlderHistory,
  loaded: readonly Candle[],
  page: readonly Candle[],
  limit: number,
): OlderHistory {
  const oldest = loaded[0]?.time ?? Infinity;
  const older = page.filter((c) => c.time < oldest).sort((a, b) => a.time - b.time);
  return {
    key: history.key,
    candles: mergeCandles(older, loaded),
    loading: false,
    exhausted: page.length < limit || older.length === 0,
    failedAt: null,
  };
}

/** The end time of the next older page, or null when none should be asked for now. */
export function nextPageEnd(
  history: OlderHistory,
  loaded: readonly Candle[],
  now: number,
): number | null {
  const oldest = loaded[0];
  if (history.loading || history.exhausted || oldest === undefined) return null;
  if (history.failedAt !== null && now - history.failedAt < RETRY_OLDER_AFTER_MS) return null;
  return oldest.time;
}

/** The visible range starts near (or before) the first bar: time to load what lies before it. */
export function isNearLeftEdge(
  range: { from: number } | null,
  within: number = LOAD_OLDER_WITHIN_BARS,
): boolean {
  return range !== null && range.from < within;
}
