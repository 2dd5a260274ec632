import { and, desc, eq, lt } from 'drizzle-orm';
import type { Database } from '../db/database';
import { candles } from '../db/schema';
import type { TickCandle } from './candle-math';
import type { CandleSeries } from './candle-series';
import { ticksToPrice } from './decimal';
import { formatFixed, parseScaled } from '../../lib/contract/fixed-point';
import type { CandlePeriodMs } from './periods';
import type { WireKline } from '../../lib/contract/wire/public';

export type CandleSource = 'simulated' | 'index' | 'trades';

export interface StoredCandle {
  openTime: number;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
}

const INSERT_COLUMNS =
  '(market, instrument_id, period_ms, open_time, open, high, low, close, volume, source)';
const UNNEST =
  'unnest($5::bigint[], $6::numeric[], $7::numeric[], $8::numeric[], $9::numeric[], $10::numeric[])';

/** A Postgres array literal; every element here is a plain number or decimal string. */
function arrayLiteral(values: readonly (string | number)[]): string {
  return `{${values.join(',')}}`;
}

/** Which trades a trade candle holds: up to `lastTradeTime`, `tradesAtLastTime` of that ms. */
export interface TradeMarker {
  lastTradeTime: number;
  tradesAtLastTime: number;
}

/** A `candles` row as read back to continue live candles (decimal strings, marker columns). */
export interface CandleRow extends Record<string, unknown> {
  open_time: string | number;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
  source: CandleSource;
  last_trade_time: string | number | null;
  trades_at_last_time: number | null;
}

export const CANDLE_ROW_COLUMNS =
  'open_time, open, high, low, close, volume, source, last_trade_time, trades_at_last_time';

/** A stored row in the series' integer units (price ticks, volume units). */
export function tickCandleOf(row: CandleRow, s: CandleSeries): TickCandle {
  const ticks = (value: string) => Number(parseScaled(value, s.grid.scale) / s.grid.tickUnits);
  return {
    openTime: Number(row.open_time),
    open: ticks(row.open),
    high: ticks(row.high),
    low: ticks(row.low),
    close: ticks(row.close),
    volume: Number(parseScaled(row.volume, s.volumeScale)),
  };
}

/** The row's marker, when it has one (trade candles written since migration 0003). */
export function markerOf(row: CandleRow): TradeMarker | undefined {
  return row.last_trade_time === null
    ? undefined
    : {
        lastTradeTime: Number(row.last_trade_time),
        tradesAtLastTime: row.trades_at_last_time ?? 0,
      };
}

/**
 * Writes candles of one series and period with a single `unnest` statement (about 100 000 rows/s
 * on PGlite); existing rows win (idempotent backfill). Live candles: `upsertLiveCandles`.
 */
export async function insertCandles(
  database: Database,
  series: CandleSeries,
  periodMs: CandlePeriodMs,
  rows: readonly TickCandle[],
  source: CandleSource,
): Promise<void> {
  if (rows.length === 0) return;
  await database.query(
    `insert into candles ${INSERT_COLUMNS} select $1::candle_market, $2::int, $3::int, u.*, $4::candle_source from ${UNNEST} as u on conflict do nothing`,
    [
      series.market,
      series.instrumentId,
      periodMs,
      source,
      arrayLiteral(rows.map((r) => r.openTime)),
      arrayLiteral(rows.map((r) => ticksToPrice(r.open, series.grid))),
      arrayLiteral(rows.map((r) => ticksToPrice(r.high, series.grid))),
      arrayLiteral(rows.map((r) => ticksToPrice(r.low, series.grid))),
      arrayLiteral(rows.map((r) => ticksToPrice(r.close, series.grid))),
      arrayLiteral(rows.map((r) => formatFixed(r.volume, series.volumeScale))),
    ],
  );
}

/** One live candle state to store: its book, period, source and the trades it holds. */
export interface LiveCandleRow {
  series: CandleSeries;
  periodMs: CandlePeriodMs;
  candle: TickCandle;
  source: CandleSource;
  /** Which trades it holds (trade candles); none keeps the stored marker. */
  marker: TradeMarker | undefined;
}

/**
 * Upserts the live candles of every book and period in one `unnest` statement. The live writer
 * flushes once a second with about one row per book and period (ten books × eight periods here):
 * a statement each kept embedded PGlite busy 80 times a second on an idle server. Rows must name
 * distinct candles (the writer keeps the latest state of each); the latest state wins over the
 * stored one, and a row without a marker keeps the stored marker.
 */
export async function upsertLiveCandles(
  database: Database,
  rows: readonly LiveCandleRow[],
): Promise<void> {
  if (rows.length === 0) return;
  const price = (row: LiveCandleRow, ticks: number) => ticksToPrice(ticks, row.series.grid);
  await database.query(
    `insert into candles ${INSERT_COLUMNS.slice(0, -1)}, last_trade_time, trades_at_last_time)
       select u.m, u.i, u.p, u.t, u.o, u.h, u.l, u.c, u.v, u.s, u.lt, u.lc
         from unnest($1::candle_market[], $2::int[], $3::int[], $4::bigint[], $5::numeric[],
                     $6::numeric[], $7::numeric[], $8::numeric[], $9::numeric[],
                     $10::candle_source[], $11::bigint[], $12::int[])
           as u(m, i, p, t, o, h, l, c, v, s, lt, lc)
       on conflict (market, instrument_id, period_ms, open_time) do update set
         open = excluded.open, high = excluded.high, low = excluded.low, close = excluded.close,
         volume = excluded.volume, source = excluded.source,
         last_trade_time = coalesce(excluded.last_trade_time, candles.last_trade_time),
         trades_at_last_time = coalesce(excluded.trades_at_last_time, candles.trades_at_last_time)`,
    [
      arrayLiteral(rows.map((r) => r.series.market)),
      arrayLiteral(rows.map((r) => r.series.instrumentId)),
      arrayLiteral(rows.map((r) => r.periodMs)),
      arrayLiteral(rows.map((r) => r.candle.openTime)),
      arrayLiteral(rows.map((r) => price(r, r.candle.open))),
      arrayLiteral(rows.map((r) => price(r, r.candle.high))),
      arrayLiteral(rows.map((r) => price(r, r.candle.low))),
      arrayLiteral(rows.map((r) => price(r, r.candle.close))),
      arrayLiteral(rows.map((r) => formatFixed(r.candle.volume, r.series.volumeScale))),
      arrayLiteral(rows.map((r) => r.source)),
      arrayLiteral(rows.map((r) => r.marker?.lastTradeTime ?? 'NULL')),
      arrayLiteral(rows.map((r) => r.marker?.tradesAtLastTime ?? 'NULL')),
    ],
  );
}

/** Backfill path: large inserts split into statements of `chunkSize` rows. */
export async function insertCandleChunks(
  database: Database,
  series: CandleSeries,
  periodMs: CandlePeriodMs,
  rows: readonly TickCandle[],
  source: CandleSource,
  chunkSize = 20_000,
): Promise<void> {
  for (let i = 0; i < rows.length; i += chunkSize) {
    await insertCandles(database, series, periodMs, rows.slice(i, i + chunkSize), source);
  }
}

/**
 * The latest `limit` candles of a book and period, oldest first; with `endTime` (epoch ms) the
 * latest of those that open strictly before it, which is how a chart pages back through history.
 * `open_time < $end order by open_time desc limit $n` walks the primary key (market, instrument,
 * period, open time) backwards from `$end`, so an old page costs what the newest one does.
 */
export async function readCandles(
  database: Database,
  market: 'future' | 'spot',
  instrumentId: number,
  periodMs: CandlePeriodMs,
  limit: number,
  endTime?: number,
): Promise<StoredCandle[]> {
  const rows = await database.db
    .select({
      openTime: candles.openTime,
      open: candles.open,
      high: candles.high,
      low: candles.low,
      close: candles.close,
      volume: candles.volume,
    })
    .from(candles)
    .where(
      and(
        eq(candles.market, market),
        eq(candles.instrumentId, instrumentId),
        eq(candles.periodMs, periodMs),
        endTime === undefined ? undefined : lt(candles.openTime, endTime),
      ),
    )
    .orderBy(desc(candles.openTime))
    .limit(limit);
  return rows.reverse();
}

/**
 * Which stored candles a page holds: with `from`, the first `limit` opening at or after it, oldest
 * first (Binance's `startTime`); otherwise the latest `limit` opening strictly before `before`
 * (or the newest), still oldest first (how a chart pages back through history).
 */
export interface CandlePage {
  market: 'future' | 'spot';
  instrumentId: number;
  periodMs: CandlePeriodMs;
  limit: number;
  from?: number | undefined;
  before?: number | undefined;
}

/**
 * Rows per statement of a page read: a short statement of the order path waits behind at most one
 * statement of the read lane, so the lane's statements are kept short (≈ 2–3 ms each here).
 */
export const CANDLE_PAGE_ROWS_PER_STATEMENT = 500;

/**
 * A page read from SQL, each statement's rows as one text value (`time,open,high,low,close,volume;…`):
 * PGlite builds a JavaScript row per result row, and for 1 500 candles that was most of the
 * statement's time (p50 ≈ 30–50 ms as rows against ≈ 5–9 ms as one text, a week of history). Large
 * pages take several statements of `CANDLE_PAGE_ROWS_PER_STATEMENT`. Callers on the public path
 * pass `database.reads` (the read lane).
 */
export async function readCandlePage(
  database: Database,
  page: CandlePage,
): Promise<StoredCandle[]> {
  const ascending = page.from !== undefined;
  const parts: StoredCandle[][] = [];
  let from = page.from;
  let before = page.before;
  for (let left = page.limit; left > 0;) {
    const take = Math.min(left, CANDLE_PAGE_ROWS_PER_STATEMENT);
    const part = await readCandleRows(database, page, from, before, take);
    parts.push(part);
    left -= part.length;
    if (part.length < take) break;
    // Oldest first within a part: the next statement continues past its end.
    if (ascending) from = (part[part.length - 1]?.openTime ?? 0) + 1;
    else before = part[0]?.openTime;
  }
  if (!ascending) parts.reverse();
  return parts.flat();
}

async function readCandleRows(
  database: Database,
  page: CandlePage,
  from: number | undefined,
  before: number | undefined,
  limit: number,
): Promise<StoredCandle[]> {
  const where = ['market = $1', 'instrument_id = $2', 'period_ms = $3'];
  const values: (string | number)[] = [page.market, page.instrumentId, page.periodMs];
  if (from !== undefined) {
    values.push(from);
    where.push(`open_time >= $${values.length}`);
  }
  if (before !== undefined) {
    values.push(before);
    where.push(`open_time < $${values.length}`);
  }
  values.push(limit);
  const [row] = await database.query<{ page: string | null }>(
    `select string_agg(concat_ws(',', open_time, open, high, low, close, volume), ';' order by open_time) as page
       from (select open_time, open, high, low, close, volume from candles
              where ${where.join(' and ')}
              order by open_time ${from === undefined ? 'desc' : 'asc'} limit $${values.length}) page`,
    values,
  );
  if (!row?.page) return [];
  return row.page.split(';').map((text) => {
    const [openTime = '', open = '', high = '', low = '', close = '', volume = ''] =
      text.split(',');
    return { openTime: Number(openTime), open, high, low, close, volume };
  });
}

/** A candle as the kline endpoints serve it: start time (epoch ms) and decimal strings. */
export function toKlinePoint(candle: StoredCandle): WireKline {
  return {
    time: candle.openTime,
    open: candle.open,
    high: candle.high,
    low: candle.low,
    close: candle.close,
    volume: candle.volume,
  };
}
