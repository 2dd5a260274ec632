import type { Database } from '../db/database';
import { applyPoint, type TickCandle } from './candle-math';
import type { CandleSeries } from './candle-series';
import {
  CANDLE_ROW_COLUMNS,
  markerOf,
  tickCandleOf,
  type CandleRow,
  type TradeMarker,
} from './candle-store';
import { parseScaled } from '../../lib/contract/fixed-point';
import { CANDLE_PERIODS_MS, type CandlePeriodMs } from './periods';

/** A trade candle with the marker of the trades it holds. */
export interface MarkedCandle {
  candle: TickCandle;
  marker: TradeMarker;
}

/** The marker after one more trade at `time` merged into the candle opened at `openTime`. */
export function nextMarker(
  previous: (TradeMarker & { openTime: number }) | undefined,
  openTime: number,
  time: number,
): TradeMarker & { openTime: number } {
  if (previous?.openTime === openTime && previous.lastTradeTime === time)
    return { openTime, lastTradeTime: time, tradesAtLastTime: previous.tradesAtLastTime + 1 };
  return { openTime, lastTradeTime: time, tradesAtLastTime: 1 };
}

/**
 * The newest trade id in the history read model. Taken before anything new can trade, it bounds
 * the catch-up: later trades reach the candles live.
 */
export async function tradeIdBound(database: Database): Promise<string | undefined> {
  const rows = await database.query<{ bound: string | null }>(
    'select max(trade_id)::text as bound from trade_history',
  );
  return rows[0]?.bound ?? undefined;
}

/**
 * Where each period of a futures series continues from: its newest trade candle with the marker
 * of what it holds, else (no trades yet) its newest candle, which then holds no trade. A newest
 * trade candle without a marker (written before migration 0003) cannot be continued exactly.
 */
async function startingPoints(
  database: Database,
  s: CandleSeries,
): Promise<Map<CandlePeriodMs, { candle: TickCandle; marker: TradeMarker }>> {
  const out = new Map<CandlePeriodMs, { candle: TickCandle; marker: TradeMarker }>();
  for (const periodMs of CANDLE_PERIODS_MS) {
    const where = `market = 'future' and instrument_id = $1 and period_ms = $2`;
    let [row] = await database.query<CandleRow>(
      `select ${CANDLE_ROW_COLUMNS} from candles where ${where} and last_trade_time is not null order by open_time desc limit 1`,
      [s.instrumentId, periodMs],
    );
    if (!row) {
      [row] = await database.query<CandleRow>(
        `select ${CANDLE_ROW_COLUMNS} from candles where ${where} order by open_time desc limit 1`,
        [s.instrumentId, periodMs],
      );
      if (!row || row.source === 'trades') continue;
    }
    const candle = tickCandleOf(row, s);
    const marker = markerOf(row) ?? { lastTradeTime: candle.openTime - 1, tradesAtLastTime: 0 };
    out.set(periodMs, { candle, marker });
  }
  return out;
}

/**
 * Merges into a futures series the trades of the history read model (up to trade id `bound`)
 * that its stored candles do not hold yet: what a killed process had applied and published but
 * not written. Per period, it continues from the stored candle and its marker exactly as the live
 * path would have; returns every candle it touched, oldest first.
 */
export async function catchUpFromTrades(
  database: Database,
  s: CandleSeries,
  bound: string,
): Promise<Map<CandlePeriodMs, MarkedCandle[]>> {
  const out = new Map<CandlePeriodMs, MarkedCandle[]>();
  const starts = await startingPoints(database, s);
  if (starts.size === 0) return out;
  const since = Math.min(...[...starts.values()].map((x) => x.marker.lastTradeTime));
  const trades = await database.query<{ time: string | number; price: string; quantity: string }>(
    `select time, price::text as price, quantity::text as quantity from trade_history
      where contract_id = $1 and time >= $2 and trade_id <= $3 order by trade_id`,
    [s.contractId, since, bound],
  );
  if (trades.length === 0) return out;
  const points = trades.map((t) => ({
    time: Number(t.time),
    ticks: Number(parseScaled(t.price, s.grid.scale) / s.grid.tickUnits),
    volume: Number(parseScaled(t.quantity, s.volumeScale)),
  }));
  for (const [periodMs, start] of starts) {
    let candle = start.candle;
    let marker: TradeMarker & { openTime: number } = { ...start.marker, openTime: candle.openTime };
    let alreadyIn = start.marker.tradesAtLastTime;
    const touched = new Map<number, MarkedCandle>();
    for (const p of points) {
      // Trades up to the marker are in the stored candle (engine time never goes back).
      if (p.time < start.marker.lastTradeTime) continue;
      if (p.time === start.marker.lastTradeTime && alreadyIn > 0) {
        alreadyIn--;
        continue;
      }
      const next = applyPoint(candle, p.time, p.ticks, p.volume, periodMs);
      if (next === candle) continue;
      marker = nextMarker(marker, next.openTime, p.time);
      candle = next;
      touched.set(candle.openTime, {
        candle,
        marker: { lastTradeTime: marker.lastTradeTime, tradesAtLastTime: marker.tradesAtLastTime },
      });
    }
    if (touched.size > 0) out.set(periodMs, [...touched.values()]);
  }
  return out;
}
