import { eq } from 'drizzle-orm';
import { contracts, type ContractReference } from '../../lib/contract/reference-data';
import type { Database } from '../db/database';
import { serverMeta } from '../db/schema';
import type { Logger } from '../logger';
import { aggregateCandles, type TickCandle } from './candle-math';
import { buildCandleSeries, type CandleSeries } from './candle-series';
import { insertCandleChunks } from './candle-store';
import { defaultGbmParams, GbmPath, simulateBar } from './gbm';
import { alignOpenTime, CANDLE_PERIODS_MS, ONE_MINUTE_MS } from './periods';
import { SeededRandom } from './random';

export const BACKFILL_MARKER_KEY = 'candle_backfill';

export interface BackfillMarker {
  completedAt: string;
  /** First and last-exclusive open time of the 1m history, epoch ms. */
  from: number;
  to: number;
  days: number;
  seed: number;
  rows: number;
  durationMs: number;
}

const SUB_STEPS = 6;
const MINUTES_PER_YEAR = 365 * 24 * 60;
/**
 * The mean of a minute's activity 0.5 + |return| / σ: E|Z| = √(2/π) for a normal return (the
 * jumps add about a thousandth). Dividing by it makes a series' mean volume its `minuteNotional`,
 * the value the live taker flow trades (`simulated-activity.ts`).
 */
const MEAN_ACTIVITY = 0.5 + Math.sqrt(2 / Math.PI);

/** Where a continuation starts: the index price and each series' last close in ticks. */
export interface SimulationStart {
  price: number;
  closes: ReadonlyMap<CandleSeries, number>;
}

/**
 * Simulates `minutes` one-minute candles from `from` for every series that follows `contract`,
 * from the contract's seed price or, when continuing stored history, from `start`.
 * Deterministic: the same seed, contract, window and start always give the same candles.
 */
export function simulateMinuteCandles(
  contract: ContractReference,
  series: readonly CandleSeries[],
  seed: number,
  from: number,
  minutes: number,
  start?: SimulationStart,
): Map<CandleSeries, TickCandle[]> {
  const volatility = Number(contract.annualVolatility);
  const random = start
    ? new SeededRandom(seed, contract.contractId, from / ONE_MINUTE_MS)
    : new SeededRandom(seed, contract.contractId);
  const path = new GbmPath(
    start?.price ?? Number(contract.seedPrice),
    defaultGbmParams(volatility),
    random,
  );
  const minuteSigma = volatility / Math.sqrt(MINUTES_PER_YEAR);
  const out = new Map<CandleSeries, TickCandle[]>();
  const state = series.map((s) => {
    const rows: TickCandle[] = [];
    out.set(s, rows);
    const market = s.market === 'future' ? 1 : 2;
    return {
      s,
      rows,
      volumeRandom: new SeededRandom(seed, s.instrumentId, market, 0x766f6c),
      close: start?.closes.get(s) ?? Math.max(1, Math.round(path.price / s.tickSizeFloat)),
    };
  });
  for (let i = 0; i < minutes; i++) {
    const openPrice = path.price;
    const bar = simulateBar(path, ONE_MINUTE_MS, SUB_STEPS);
    const activity =
      (0.5 + Math.abs(Math.log(bar.close / openPrice)) / minuteSigma) / MEAN_ACTIVITY;
    for (const st of state) {
      const { s } = st;
      const open = st.close;
      const close = Math.max(1, Math.round(bar.close / s.tickSizeFloat));
      const high = Math.max(open, close, Math.round(bar.high / s.tickSizeFloat));
      const low = Math.max(1, Math.min(open, close, Math.round(bar.low / s.tickSizeFloat)));
      // A log-normal factor of mean 1: exp(0.6 Z − 0.6² / 2).
      const notional =
        s.minuteNotional * activity * Math.exp(0.6 * st.volumeRandom.normal() - 0.18);
      const units = (notional / bar.close) * 10 ** s.volumeScale;
      const volume = Math.floor(units / s.volumeStepUnits) * s.volumeStepUnits;
      st.rows.push({ openTime: from + i * ONE_MINUTE_MS, open, high, low, close, volume });
      st.close = close;
    }
  }
  return out;
}

export async function readBackfillMarker(database: Database): Promise<BackfillMarker | undefined> {
  const [row] = await database.db
    .select({ value: serverMeta.value })
    .from(serverMeta)
    .where(eq(serverMeta.key, BACKFILL_MARKER_KEY));
  return row ? (row.value as BackfillMarker) : undefined;
}

/**
 * On first start, writes `days` of simulated 1-minute candles for every contract and spot symbol,
 * aggregated to every chart period, then records a marker so later starts skip it. A start killed
 * half-way simply runs again: rows already written are kept (insert … on conflict do nothing).
 */
export async function ensureCandleBackfill(
  database: Database,
  options: { seed: number; days: number; now: number; log: Logger },
): Promise<{ ran: boolean; marker: BackfillMarker | undefined }> {
  const existing = await readBackfillMarker(database);
  if (existing) {
    options.log.info({ marker: existing }, 'candle backfill already done; skipping');
    return { ran: false, marker: existing };
  }
  if (options.days === 0) return { ran: false, marker: undefined };
  const started = Date.now();
  const to = alignOpenTime(options.now, ONE_MINUTE_MS);
  const minutes = options.days * 24 * 60;
  const from = to - minutes * ONE_MINUTE_MS;
  const allSeries = buildCandleSeries();
  let rows = 0;
  for (const contract of contracts) {
    const series = allSeries.filter((s) => s.contractId === contract.contractId);
    const simulated = simulateMinuteCandles(contract, series, options.seed, from, minutes);
    for (const [s, minuteRows] of simulated) {
      for (const periodMs of CANDLE_PERIODS_MS) {
        const periodRows =
          periodMs === ONE_MINUTE_MS ? minuteRows : aggregateCandles(minuteRows, periodMs);
        await insertCandleChunks(database, s, periodMs, periodRows, 'simulated');
        rows += periodRows.length;
      }
    }
    await database.checkpoint();
    options.log.debug({ contract: contract.name, rows }, 'candle backfill progress');
  }
  const marker: BackfillMarker = {
    completedAt: new Date().toISOString(),
    from,
    to,
    days: options.days,
    seed: options.seed,
    rows,
    durationMs: Date.now() - started,
  };
  await database.db.insert(serverMeta).values({ key: BACKFILL_MARKER_KEY, value: marker });
  options.log.info(
    { rows, durationMs: marker.durationMs, days: options.days },
    'candle backfill done',
  );
  return { ran: true, marker };
}
