import type { Database } from '../db/database';
import type { Logger } from '../logger';
import type { TickCandle } from './candle-math';
import { buildCandleSeries, type CandleSeries } from './candle-series';
import { readCandlePage, type CandlePage, type StoredCandle } from './candle-store';
import { ticksToPrice } from './decimal';
import { formatFixed, parseScaled } from '../../lib/contract/fixed-point';
import type { CandlePeriodMs } from './periods';

/**
 * Candles kept per book and period: the chart's first page (500) and three pages back, or a page
 * of 1 500 and more. Every book and period full: ≈ 200 000 candles, ≈ 16 MB.
 */
export const CANDLES_KEPT = 2000;
/** A book grows this far past `CANDLES_KEPT` before its oldest candles are dropped. */
const TRIM_SLACK = 500;
/** Stored states older than a book's window, kept until the book is loaded (start-up catch-up). */
const LATE_KEPT = 1000;

interface Book {
  series: CandleSeries;
  periodMs: CandlePeriodMs;
  /** Oldest first; one entry per open time. */
  candles: TickCandle[];
  /** Every stored candle opening at or after this time is in `candles` (−∞: the whole history). */
  from: number;
  loaded: boolean;
  loading: Promise<void> | undefined;
  /** SQL's rows could not be held exactly (off the price grid): this book is always read from SQL. */
  sqlOnly: boolean;
  /** States stored before the book was loaded for candles older than `from` (SQL may lag them). */
  late: Map<number, TickCandle> | undefined;
}

/**
 * The newest candles of every book and period in memory, kept current by the market feed, so a
 * chart's pages never queue on SQL behind anything (nor anything behind them). Every candle state
 * the live candles store is handed over here as it goes to the batch writer (`stored`): memory is
 * what SQL holds once the writer has flushed (up to a second later), and fresher until then. A
 * book is read from SQL once, on its first page (through the read lane), and followed from then
 * on. A page reaching past what memory holds is read from SQL through the read lane.
 *
 * Memory only answers in a process whose market feed keeps it current (`follow`); elsewhere (an
 * edge process without the feed) every page is read from SQL through the read lane.
 */
export class CandleMemory {
  private readonly books = new Map<string, Book>();
  private readonly series = new Map<string, CandleSeries>();
  private following = false;

  constructor(
    private readonly database: Database,
    private readonly keep = CANDLES_KEPT,
    private readonly log?: Logger,
  ) {
    for (const s of buildCandleSeries()) this.series.set(`${s.market}:${s.instrumentId}`, s);
  }

  /** The market feed of this process hands every stored candle state over from now on. */
  follow(): void {
    this.following = true;
  }

  /** A candle state the live candles store (called in the order they are pushed to the writer). */
  stored(series: CandleSeries, periodMs: CandlePeriodMs, candle: TickCandle): void {
    const book = this.book(series, periodMs);
    const { candles } = book;
    const last = candles[candles.length - 1];
    if (!last || candle.openTime > last.openTime) {
      candles.push(candle);
      if (book.from === Number.POSITIVE_INFINITY) book.from = candle.openTime;
      if (candles.length > this.keep + TRIM_SLACK) this.trim(book);
      return;
    }
    if (candle.openTime >= book.from) {
      const index = lowerBound(candles, candle.openTime);
      if (candles[index]?.openTime === candle.openTime) candles[index] = candle;
      else candles.splice(index, 0, candle);
      return;
    }
    // Older than the window: once loaded, SQL answers for it (the writer stores it meanwhile).
    if (!book.loaded && !book.sqlOnly) {
      book.late ??= new Map();
      if (book.late.size < LATE_KEPT) book.late.set(candle.openTime, candle);
    }
  }

  /** A page of candles, oldest first (see `CandlePage`); from memory when it holds the page. */
  async page(page: CandlePage): Promise<StoredCandle[]> {
    const series = this.series.get(`${page.market}:${page.instrumentId}`);
    if (!this.following || !series) return readCandlePage(this.database.reads, page);
    const book = this.book(series, page.periodMs);
    if (!book.loaded && !book.sqlOnly) await this.load(book);
    const held = book.sqlOnly ? undefined : slice(book, page);
    if (held) return held.map((candle) => storedCandle(candle, series));
    return readCandlePage(this.database.reads, page);
  }

  private book(series: CandleSeries, periodMs: CandlePeriodMs): Book {
    const key = `${series.market}:${series.instrumentId}:${periodMs}`;
    let book = this.books.get(key);
    if (!book) {
      book = {
        series,
        periodMs,
        candles: [],
        from: Number.POSITIVE_INFINITY,
        loaded: false,
        loading: undefined,
        sqlOnly: false,
        late: undefined,
      };
      this.books.set(key, book);
    }
    return book;
  }

  /** Reads the newest `keep` stored candles once; concurrent first pages share the read. */
  private load(book: Book): Promise<void> {
    book.loading ??= this.read(book).finally(() => (book.loading = undefined));
    return book.loading;
  }

  private async read(book: Book): Promise<void> {
    const { series, periodMs } = book;
    const rows = await readCandlePage(this.database.reads, {
      market: series.market,
      instrumentId: series.instrumentId,
      periodMs,
      limit: this.keep,
    });
    if (book.loaded) return;
    const older = new Map<number, TickCandle>();
    try {
      // Stored states that arrived while the statement ran are in `candles` already (from on).
      for (const row of rows)
        if (row.openTime < book.from) older.set(row.openTime, tickCandle(row, series));
    } catch (error) {
      book.sqlOnly = true;
      book.late = undefined;
      this.log?.warn(
        { err: error, market: series.market, instrumentId: series.instrumentId, periodMs },
        'stored candles are off the price grid: this book is read from SQL',
      );
      return;
    }
    const whole = rows.length < this.keep;
    const oldestRead = rows[0]?.openTime ?? Number.POSITIVE_INFINITY;
    // What the writer had not stored yet when the statement ran.
    for (const [openTime, candle] of book.late ?? [])
      if (openTime < book.from && (whole || openTime >= oldestRead)) older.set(openTime, candle);
    book.candles = [
      ...[...older.values()].sort((a, b) => a.openTime - b.openTime),
      ...book.candles,
    ];
    book.from = whole ? Number.NEGATIVE_INFINITY : Math.min(book.from, oldestRead);
    book.late = undefined;
    book.loaded = true;
    if (book.candles.length > this.keep + TRIM_SLACK) this.trim(book);
  }

  private trim(book: Book): void {
    book.candles.splice(0, book.candles.length - this.keep);
    book.from = book.candles[0]?.openTime ?? Number.POSITIVE_INFINITY;
  }
}

/** The page from memory, or undefined when part of it is older than what the book holds. */
function slice(book: Book, page: CandlePage): TickCandle[] | undefined {
  const { candles, from } = book;
  const whole = from === Number.NEGATIVE_INFINITY;
  if (page.from !== undefined) {
    if (!whole && page.from < from) return undefined;
    const start = lowerBound(candles, page.from);
    const end = page.before === undefined ? candles.length : lowerBound(candles, page.before);
    return candles.slice(start, Math.max(start, Math.min(end, start + page.limit)));
  }
  const end = page.before === undefined ? candles.length : lowerBound(candles, page.before);
  const start = end - page.limit;
  if (start < 0 && !whole) return undefined;
  return candles.slice(Math.max(0, start), end);
}

/** The first index whose candle opens at or after `openTime`. */
function lowerBound(candles: readonly TickCandle[], openTime: number): number {
  let low = 0;
  let high = candles.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((candles[middle]?.openTime ?? 0) < openTime) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** A stored row in the series' integers; throws when a price is not on the grid. */
function tickCandle(row: StoredCandle, series: CandleSeries): TickCandle {
  const { scale, tickUnits } = series.grid;
  const ticks = (price: string) => {
    const units = parseScaled(price, scale);
    if (units % tickUnits !== 0n) throw new Error(`${price} is not on the tick ${series.tickSize}`);
    return Number(units / tickUnits);
  };
  return {
    openTime: row.openTime,
    open: ticks(row.open),
    high: ticks(row.high),
    low: ticks(row.low),
    close: ticks(row.close),
    volume: Number(parseScaled(row.volume, series.volumeScale)),
  };
}

/** As SQL holds it: the same text `insertCandles` stores. */
function storedCandle(candle: TickCandle, series: CandleSeries): StoredCandle {
  return {
    openTime: candle.openTime,
    open: ticksToPrice(candle.open, series.grid),
    high: ticksToPrice(candle.high, series.grid),
    low: ticksToPrice(candle.low, series.grid),
    close: ticksToPrice(candle.close, series.grid),
    volume: formatFixed(candle.volume, series.volumeScale),
  };
}

const memories = new WeakMap<Database, CandleMemory>();

/**
 * The candle memory of a database (one per exchange server): the live candles of this process
 * feed it and the candle routes read it. Found by the database because the API is built before
 * the market feed starts, and both are handed the same database.
 */
export function candleMemoryOf(database: Database, log?: Logger): CandleMemory {
  let memory = memories.get(database);
  if (!memory) {
    memory = new CandleMemory(database, CANDLES_KEPT, log);
    memories.set(database, memory);
  }
  return memory;
}
