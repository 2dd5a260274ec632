import { BatchWriter } from '../db/batch-writer';
import type { Database } from '../db/database';
import type { Logger } from '../logger';
import { applyPoint, mergeCandle, type TickCandle } from './candle-math';
import type { CandleSeries } from './candle-series';
import {
  CANDLE_ROW_COLUMNS,
  markerOf,
  upsertLiveCandles,
  tickCandleOf,
  type CandleRow,
  type CandleSource,
  type LiveCandleRow,
  type TradeMarker,
} from './candle-store';
import { candleMemoryOf, type CandleMemory } from './candle-memory';
import { DAY_MINUTES, DayWindow, type DayFigures, type MinuteTrade } from './day-window';
import { catchUpFromTrades, nextMarker, tradeIdBound } from './candle-trade-catch-up';
import { roundToSteps, ticksToPrice } from './decimal';
import { parseScaled } from '../../lib/contract/fixed-point';
import type { IndexQuote } from './index-source';
import { alignOpenTime, CANDLE_PERIODS_MS, ONE_MINUTE_MS, type CandlePeriodMs } from './periods';

export interface LiveCandleUpdate {
  series: CandleSeries;
  periodMs: CandlePeriodMs;
  candle: TickCandle;
  source: CandleSource;
}

interface PendingRow extends LiveCandleRow {
  key: string;
}

interface HeldTrade {
  contractId: number;
  time: number;
  priceTicks: number;
  baseQuantity: string;
}

/**
 * Keeps the open candle of every series and period, updates it from live observations and
 * persists it through a coalescing batch writer (latest state per candle wins). Until the engine
 * produces trades, the observations are index quotes and the candles are stored as `index`.
 *
 * Trade candles are written with a marker of the trades they hold (time of the newest, how many
 * of that millisecond). The writer lags by up to a second, so a killed process loses the newest
 * candle states although their trades are in the journal; when the engine hands over
 * (`useTradesForFutures`, after the history read model caught up from the journal), the futures
 * candles merge the trades of `trade_history` their stored marker does not cover, and live trades
 * wait until that is done.
 */
export class LiveCandles {
  private readonly open = new Map<string, TickCandle>();
  private readonly markers = new Map<string, TradeMarker & { openTime: number }>();
  /** Futures series that already have trade candles: index quotes no longer move them. */
  private readonly tradeDriven = new Set<CandleSeries>();
  private held: HeldTrade[] | undefined;
  /** Settles once the futures candles hold every trade of the history (after the engine hands over). */
  caughtUp: Promise<void> = Promise.resolve();
  private readonly byContract = new Map<number, CandleSeries[]>();
  private readonly listeners = new Set<(update: LiveCandleUpdate) => void>();
  private futuresFromTrades = false;
  private spotFromTrades = false;
  readonly writer: BatchWriter<PendingRow>;
  /** Holds every state handed to the writer, so the candle routes answer from memory. */
  private readonly memory: CandleMemory;
  /** The rolling 24 h figures of every series, from the same one-minute states. */
  private readonly days = new Map<CandleSeries, DayWindow>();

  constructor(
    private readonly database: Database,
    private readonly series: readonly CandleSeries[],
    private readonly log: Logger,
  ) {
    this.memory = candleMemoryOf(database, log);
    this.memory.follow();
    for (const s of series) {
      // Futures books serve the contracts' 24 h figures, spot books the spot markets' (indicators).
      this.days.set(s, new DayWindow());
      const list = this.byContract.get(s.contractId) ?? [];
      list.push(s);
      this.byContract.set(s.contractId, list);
    }
    this.writer = new BatchWriter<PendingRow>({
      name: 'live-candles',
      key: (row) => row.key,
      flushIntervalMs: 1000,
      log,
      // One statement for the whole flush: the rows name distinct candles (keyed above).
      write: (rows) => upsertLiveCandles(this.database, rows),
    });
  }

  onUpdate(listener: (update: LiveCandleUpdate) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Loads the newest stored candle of every series and period so live updates continue it. */
  async resume(now: number): Promise<void> {
    const rows = await this.database.query<
      CandleRow & { market: 'future' | 'spot'; instrument_id: number; period_ms: number }
    >(
      `select distinct on (market, instrument_id, period_ms) market, instrument_id, period_ms, ${CANDLE_ROW_COLUMNS}
         from candles where open_time >= $1 order by market, instrument_id, period_ms, open_time desc`,
      [alignOpenTime(now, 604_800_000) - 604_800_000],
    );
    for (const row of rows) {
      const s = this.series.find(
        (x) => x.market === row.market && x.instrumentId === row.instrument_id,
      );
      if (!s) continue;
      const key = this.key(s, row.period_ms);
      if (s.market === 'future' && row.source === 'trades') this.tradeDriven.add(s);
      const marker = markerOf(row);
      if (marker) this.markers.set(key, { openTime: Number(row.open_time), ...marker });
      this.open.set(key, tickCandleOf(row, s));
    }
    await this.resumeDays(now);
  }

  /** The last day of stored one-minute candles of every book into the 24 h windows. */
  private async resumeDays(now: number): Promise<void> {
    const from = alignOpenTime(now, ONE_MINUTE_MS) - (DAY_MINUTES - 1) * ONE_MINUTE_MS;
    const rows = await this.database.query<
      CandleRow & { market: 'future' | 'spot'; instrument_id: number }
    >(
      `select market, instrument_id, ${CANDLE_ROW_COLUMNS} from candles
        where period_ms = ${ONE_MINUTE_MS} and open_time >= $1
        order by open_time`,
      [from],
    );
    const byBook = new Map(this.series.map((s) => [`${s.market}:${s.instrumentId}`, s]));
    for (const row of rows) {
      const s = byBook.get(`${row.market}:${row.instrument_id}`);
      if (s) this.days.get(s)?.minute(tickCandleOf(row, s));
    }
  }

  /**
   * The 24 h figures of a contract's futures book (the sum of its last day of one-minute
   * candles), or undefined for an unknown contract.
   */
  futuresDay(contractId: number, now: number): (DayFigures & { series: CandleSeries }) | undefined {
    const s = this.byContract.get(contractId)?.find((x) => x.market === 'future');
    const day = s && this.days.get(s);
    return s && day ? { ...day.day(now), series: s } : undefined;
  }

  /**
   * The 24 h figures of a spot symbol's book with its last price (the close of its newest
   * one-minute candle, in the symbol's price units), or undefined for an unknown symbol.
   */
  spotDay(
    instrumentId: number,
    now: number,
  ): (DayFigures & { series: CandleSeries; last: number }) | undefined {
    const s = this.series.find((x) => x.market === 'spot' && x.instrumentId === instrumentId);
    const day = s && this.days.get(s);
    const last = s && this.lastMinute(s)?.close;
    return s && day && last ? { ...day.day(now), series: s, last } : undefined;
  }

  /** Every spot symbol's book (instrument ids), in reference-data order. */
  spotInstrumentIds(): number[] {
    return this.series.filter((s) => s.market === 'spot').map((s) => s.instrumentId);
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
      this.store({
        series: s,
        periodMs,
        candle,
        source,
        key: `${key}:${candle.openTime}`,
        marker: this.markerOf(key, candle.openTime),
      });
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
    if (this.held) return;
    const held: HeldTrade[] = (this.held = []);
    // The bound is read first, before anything new can trade: later trades arrive live.
    this.caughtUp = this.catchUp(tradeIdBound(this.database))
      .catch((error: unknown) =>
        this.log.error({ err: error }, 'futures candles not caught up from the trade history'),
      )
      .then(() => {
        this.held = undefined;
        for (const t of held) this.applyTrade(t.contractId, t.time, t.priceTicks, t.baseQuantity);
      })
      // Settles either way: the feed's stop awaits it.
      .catch((error: unknown) =>
        this.log.error({ err: error }, 'trades held during the catch-up not applied'),
      );
  }

  private async catchUp(bounded: Promise<string | undefined>): Promise<void> {
    const bound = await bounded;
    if (bound === undefined) return;
    let candles = 0;
    for (const s of this.series) {
      if (s.market !== 'future') continue;
      for (const [periodMs, touched] of await catchUpFromTrades(this.database, s, bound)) {
        const key = this.key(s, periodMs);
        for (const { candle, marker } of touched) {
          this.store({
            series: s,
            periodMs,
            candle,
            source: 'trades',
            marker,
            key: `${key}:${candle.openTime}`,
          });
          candles++;
        }
        const last = touched.at(-1);
        const current = this.open.get(key);
        if (last && (!current || current.openTime <= last.candle.openTime)) {
          this.open.set(key, last.candle);
          this.markers.set(key, { ...last.marker, openTime: last.candle.openTime });
        }
      }
    }
    if (candles > 0)
      this.log.info({ candles }, 'futures candles caught up with trades they had not stored');
  }

  /** A fill of the engine: price in contract ticks, quantity as a decimal in the base asset. */
  applyTrade(contractId: number, time: number, priceTicks: number, baseQuantity: string): void {
    if (this.held) {
      this.held.push({ contractId, time, priceTicks, baseQuantity });
      return;
    }
    const s = this.byContract.get(contractId)?.find((x) => x.market === 'future');
    if (!s) return;
    this.apply(s, time, priceTicks, Number(parseScaled(baseQuantity, s.volumeScale)), 'trades');
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
      if (s.market === 'future' && (this.futuresFromTrades || this.tradeDriven.has(s))) continue;
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
      const current = this.open.get(key);
      const candle = applyPoint(current, time, ticks, volume, periodMs);
      this.open.set(key, candle);
      if (source === 'trades' && candle !== current)
        this.markers.set(key, nextMarker(this.markers.get(key), candle.openTime, time));
      const update = { series: s, periodMs, candle, source };
      this.store(
        {
          ...update,
          key: `${key}:${candle.openTime}`,
          marker: this.markerOf(key, candle.openTime),
        },
        { ticks, volume },
      );
      for (const listener of this.listeners) listener(update);
    }
  }

  /**
   * To SQL through the writer, and to memory and the 24 h window in the same order (the latest
   * state wins in all three). `trade`: the observation that made this state, when it is one.
   */
  private store(row: PendingRow, trade?: MinuteTrade): void {
    this.writer.push(row);
    this.memory.stored(row.series, row.periodMs, row.candle);
    if (row.periodMs === ONE_MINUTE_MS) this.days.get(row.series)?.minute(row.candle, trade);
  }

  /** The marker of the trades in the candle opened at `openTime`, when it holds any. */
  private markerOf(key: string, openTime: number): TradeMarker | undefined {
    const marker = this.markers.get(key);
    if (marker?.openTime !== openTime) return undefined;
    return { lastTradeTime: marker.lastTradeTime, tradesAtLastTime: marker.tradesAtLastTime };
  }

  private key(s: CandleSeries, periodMs: number): string {
    return `${s.market}:${s.instrumentId}:${periodMs}`;
  }
}
