import { setMaxListeners } from 'node:events';
import { getCandlestickList, type KlinePoint } from '@/features/market';
import { sparklineLevels, type Sparklines } from '../model/sparkline';

const HOUR_MS = 3_600_000;
/** A sparkline is decoration: the page does not wait longer than this for the candles. */
const CANDLES_TIMEOUT_MS = 1_500;
/** Hourly candles barely move in a minute; every visitor in that minute shares one fetch. */
const CACHE_MS = 60_000;

export type FetchCandles = (contractId: number, signal: AbortSignal) => Promise<KlinePoint[]>;

const fetchHourlyCandles: FetchCandles = (contractId, signal) =>
  getCandlestickList({ contractId, range: HOUR_MS, limit: 24 }, signal);

/**
 * Sparkline levels of the last 24 hourly candles of each contract. A contract whose candles fail
 * or come late has no sparkline; the others still do.
 */
export async function loadSparklines(
  contractIds: readonly number[],
  fetchCandles: FetchCandles = fetchHourlyCandles,
  timeoutMs = CANDLES_TIMEOUT_MS,
): Promise<Sparklines> {
  const signal = AbortSignal.timeout(timeoutMs);
  // One deadline for every contract's request: more listeners than Node's warning threshold (10)
  // is the design here, not a leak.
  setMaxListeners(contractIds.length + 1, signal);
  const settled = await Promise.allSettled(contractIds.map((id) => fetchCandles(id, signal)));
  const sparklines: Record<number, string> = {};
  settled.forEach((result, index) => {
    const id = contractIds[index];
    if (id === undefined || result.status !== 'fulfilled') return;
    const levels = sparklineLevels(result.value);
    if (levels) sparklines[id] = levels;
  });
  return sparklines;
}

/**
 * A loader that keeps its last complete answer for `cacheMs`: candles are public and the same for
 * every request, and the home page should not ask for twelve candle lists per visitor. An
 * incomplete answer (a contract failed) is not kept, so the next request tries again.
 */
export function createSparklineLoader({
  fetchCandles = fetchHourlyCandles,
  cacheMs = CACHE_MS,
  now = Date.now,
}: { fetchCandles?: FetchCandles; cacheMs?: number; now?: () => number } = {}) {
  let cached: { key: string; at: number; value: Promise<Sparklines> } | undefined;
  return function getSparklines(contractIds: readonly number[]): Promise<Sparklines> {
    const key = contractIds.join(',');
    if (cached && cached.key === key && now() - cached.at < cacheMs) return cached.value;
    const entry = { key, at: now(), value: loadSparklines(contractIds, fetchCandles) };
    cached = entry;
    void entry.value.then((sparklines) => {
      if (Object.keys(sparklines).length < contractIds.length && cached === entry) {
        cached = undefined;
      }
    });
    return entry.value;
  };
}

/** The server's shared loader (one per server process). */
export const getSparklines = createSparklineLoader();
