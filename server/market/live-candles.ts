import { BatchWriter } from '../db/batch-writer';
import type { Database } from '../db/database';
import type { Logger } from '../logger';
import { applyPoint, mergeCandle, type TickCandle } from './candle-math';
import type { CandleSeries } from './candle-series';
import { insertCandles, type CandleSource } from './candle-store';
import { roundToSteps, ticksToPrice, toUnits } from './decimal';
import type { IndexQuote } from './index-source';
import { alignOpenTime, CANDLE_PERIODS_MS, type CandlePeriodMs } from './periods';

export interface LiveCandleUpdate {
  series: CandleSeries;
  periodMs: CandlePeriodMs;
  candle: TickCandle;
  source: CandleSource;
}

interface PendingRow extends LiveCandleUpdate {
  key: string;
}

/**
 * Keeps the open candle of every series and period, updates it from live observations and
 * persists it through a coalescing batch writer (latest state per candle wins). Until the engine
 * produces trades, the observations are index quotes and the candles are stored as `index`.
 */
export class LiveCandles {
  private readonly open = new Map<string, TickCandle>();
  private readonly byContract = new Map<number, CandleSeries[]>();
  private readonly listeners = new Set<(update: LiveCandleUpdate) => void>();
  private futuresFromTrades = false;
  private spotFromTrades = false;
  readonly writer: BatchWriter<PendingRow>;

  constructor(
    private readonly database: Database,
    private readonly series: readonly CandleSeries[],
    log: Logger,
  ) {
    for (const s of series) {
      const list = this.byContract.get(s.contractId) ?? [];
      list.push(s);
      this.byContract.set(s.contractId, list);
    }
    this.writer = new BatchWriter<PendingRow>({
      name: 'live-candles',
      key: (row) => row.key,
      flushIntervalMs: 1000,
      log,
      write: async (rows) => {
        const groups = new Map<string, PendingRow[]>();
        for (const row of rows) {
          const group = `${row.series.market}:${row.series.instrumentId}:${row.periodMs}:${row.source}`;
          groups.set(group, [...(groups.get(group) ?? []), row]);
        }
        for (const group of groups.values()) {
          const first = group[0];
          if (!first) continue;
          const candles = group.map((r) => r.candle).sort((a, b) => a.openTime - b.openTime);
          await insertCandles(
            this.database,
            first.series,
            first.periodMs,
            candles,
            first.source,
            true,
          );
        }
      },
    });
  }

  onUpdate(listener: (update: LiveCandleUpdate) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Loads the newest stored candle of every series and period so live updates continue it. */
  async resume(now: number): Promise<void> {
    const rows = await this.database.query<{
      market: 'future' | 'spot';
      instrument_id: number;
      period_ms: number;
      open_time: string | number;
      open: string;
      high: string;
      low: string;
      close: string;
      volume: string;
    }>(
      `select distinct on (market, instrument_id, period_ms) market, instrument_id, period_ms, open_time, open, high, low, close, volume
         from candles where open_time >= $1 order by market, instrument_id, period_ms, open_time desc`,
      [alignOpenTime(now, 604_800_000) - 604_800_000],
    );
    for (const row of rows) {
      const s = this.series.find(
        (x) => x.market === row.market && x.instrumentId === row.instrument_id,
      );
      if (!s) continue;
      const ticks = (value: string) => Number(toUnits(value, s.grid.scale) / s.grid.tickUnits);
      this.open.set(this.key(s, row.period_ms), {
        openTime: Number(row.open_time),
        open: ticks(row.open),
        high: ticks(row.high),
        low: ticks(row.low),
        close: ticks(row.close),
        volume: Number(toUnits(row.volume, s.volumeScale)),
      });
    }
  }

  /** The newest stored one-minute candle of a series (after `resume`). */
  lastMinute(s: CandleSeries): TickCandle | undefined {
    return this.open.get(this.key(s, CANDLE_PERIODS_MS[0]));
  }

  /**
   * Merges a whole one-minute candle into every period (used to continue simulated history over
   * the time the server was down). Listeners are not told: these are history, not live pushes.
   */
  applyMinute(s: CandleSeries, minute: TickCandle, source: CandleSource): void {
    for (const periodMs of CANDLE_PERIODS_MS) {
      const key = this.key(s, periodMs);
      const candle = mergeCandle(this.open.get(key), minute, periodMs);
      this.open.set(key, candle);
      this.writer.push({ series: s, periodMs, candle, source, key: `${key}:${candle.openTime}` });
    }
  }

  /** The last close of each contract's futures series, to start the live simulator from. */
  lastCloses(): Map<number, string> {
    const out = new Map<number, string>();
    for (const s of this.series) {
      if (s.market !== 'future') continue;
      const candle = this.open.get(this.key(s, CANDLE_PERIODS_MS[0]));
      if (candle) out.set(s.contractId, ticksToPrice(candle.close, s.grid));
    }
    return out;
  }

  /**
   * Engine seam: from now on futures candles come from trades (`applyTrade`) and index quotes only
   * move the spot series.
   */
  useTradesForFutures(): void {
    this.futuresFromTrades = true;
  }

  /** A fill of the engine: price in contract ticks, quantity as a decimal in the base asset. */
  applyTrade(contractId: number, time: number, priceTicks: number, baseQuantity: string): void {
    const s = this.byContract.get(contractId)?.find((x) => x.market === 'future');
    if (!s) return;
    this.apply(s, time, priceTicks, Number(toUnits(baseQuantity, s.volumeScale)), 'trades');
  }

  /** Spot seam: from now on spot candles come from the spot books' trades (`applySpotTrade`). */
  useTradesForSpot(): void {
    this.spotFromTrades = true;
  }

  /** A spot trade: price and amount in integer units of the symbol's precisions. */
  applySpotTrade(
    instrumentId: number,
    time: number,
    priceUnits: number,
    amountUnits: number,
  ): void {
    const s = this.series.find((x) => x.market === 'spot' && x.instrumentId === instrumentId);
    if (s) this.apply(s, time, priceUnits, amountUnits, 'trades');
  }

  /** Applies an index quote to every series following its contract (volume 0: an index has none). */
  applyIndexQuote(quote: IndexQuote): void {
    for (const s of this.byContract.get(quote.contractId) ?? []) {
      if (s.market === 'future' && this.futuresFromTrades) continue;
      if (s.market === 'spot' && this.spotFromTrades) continue;
      const ticks =
        s.market === 'future' ? quote.ticks : Number(roundToSteps(quote.price, s.tickSize));
      this.apply(s, quote.time, ticks, 0, 'index');
    }
  }

  private apply(
    s: CandleSeries,
    time: number,
    ticks: number,
    volume: number,
    source: CandleSource,
  ): void {
    for (const periodMs of CANDLE_PERIODS_MS) {
      const key = this.key(s, periodMs);
      const candle = applyPoint(this.open.get(key), time, ticks, volume, periodMs);
      this.open.set(key, candle);
      const update = { series: s, periodMs, candle, source };
      this.writer.push({ ...update, key: `${key}:${candle.openTime}` });
      for (const listener of this.listeners) listener(update);
    }
  }

  private key(s: CandleSeries, periodMs: number): string {
    return `${s.market}:${s.instrumentId}:${periodMs}`;
  }
}
