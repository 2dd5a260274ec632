import { getRewardsHeadline } from './get-headline';
import type { RewardsHeadline } from './schemas';

/** The page does not wait longer than this for the figure; without it the line is left out. */
const HEADLINE_TIMEOUT_MS = 1_500;
/** The figure changes only with the task table (the server caches it 10 s too). */
const CACHE_MS = 10_000;

export type FetchHeadline = (signal: AbortSignal) => Promise<RewardsHeadline>;

/**
 * A loader that keeps the last headline for `cacheMs`: it is public and the same for every
 * request. A failure is not kept (the next request asks again) and reads as `null`: the pages
 * then leave the figure out rather than show a number the server did not give.
 */
export function createHeadlineLoader({
  fetchHeadline = (signal: AbortSignal) => getRewardsHeadline(signal),
  cacheMs = CACHE_MS,
  timeoutMs = HEADLINE_TIMEOUT_MS,
  now = Date.now,
}: {
  fetchHeadline?: FetchHeadline;
  cacheMs?: number;
  timeoutMs?: number;
  now?: () => number;
} = {}) {
  let cached: { at: number; value: Promise<RewardsHeadline | null> } | undefined;
  return function loadRewardsHeadline(): Promise<RewardsHeadline | null> {
    if (cached && now() - cached.at < cacheMs) return cached.value;
    const entry = {
      at: now(),
      value: fetchHeadline(AbortSignal.timeout(timeoutMs)).catch(() => null),
    };
    cached = entry;
    void entry.value.then((headline) => {
      if (headline === null && cached === entry) cached = undefined;
    });
    return entry.value;
  };
}

export const loadRewardsHeadline = createHeadlineLoader();
