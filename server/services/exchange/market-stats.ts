import { parseScaled, priceToTicks, quantityToLots, type ContractConfig } from '../../engine';
import type { Database } from '../../db/database';

const MINUTE = 60_000;
const DAY = 86_400_000;

interface Minute {
  lots: number;
  /** Σ lots × ticks (turnover before valuePerLotTick). */
  lotTicks: bigint;
  /** Last traded (or candle close) price in ticks. */
  close: number;
  /** Highest and lowest traded (or candle) price of the minute in ticks; 0 when none. */
  high: number;
  low: number;
}

export interface DayStats {
  /** Price in ticks 24 h ago (close of that minute), 0 when unknown. */
  openTicks: number;
  lots: number;
  lotTicks: bigint;
  /** Highest and lowest price of the last 24 h in ticks, 0 when unknown. */
  highTicks: number;
  lowTicks: number;
}

/**
 * Rolling 24-hour figures per contract from real trades, in one-minute buckets: volume, turnover
 * and the price 24 h ago. Resumed at start from the trade history and the one-minute candles.
 */
export class MarketStats {
  private readonly minutes = new Map<number, Map<number, Minute>>();

  constructor(private readonly configs: ReadonlyMap<number, ContractConfig>) {
    for (const id of configs.keys()) this.minutes.set(id, new Map());
  }

  async resume(database: Database, now: number): Promise<void> {
    const from = Math.floor((now - DAY) / MINUTE) * MINUTE - MINUTE;
    const closes = await database.query<{
      instrument_id: number;
      open_time: string;
      high: string;
      low: string;
      close: string;
    }>(
      `select instrument_id, open_time, high, low, close from candles
        where market = 'future' and period_ms = 60000 and open_time >= $1`,
      [from],
    );
    for (const row of closes) {
      const config = this.configs.get(row.instrument_id);
      if (!config) continue;
      const b = this.bucket(row.instrument_id, Number(row.open_time));
      b.close = priceToTicks(config, row.close);
      widen(b, priceToTicks(config, row.high));
      widen(b, priceToTicks(config, row.low));
    }
    const trades = await database.query<{
      contract_id: number;
      m: string;
      qty: string;
      value: string;
    }>(
      `select contract_id, floor(time / 60000) * 60000 as m, sum(quantity)::text as qty,
              sum(price * quantity)::text as value
         from trade_history where time >= $1 group by contract_id, m`,
      [from],
    );
    for (const row of trades) {
      const config = this.configs.get(row.contract_id);
      if (!config) continue;
      const b = this.bucket(row.contract_id, Number(row.m));
      b.lots += quantityToLots(config, row.qty);
      // price × quantity in USDT → lots × ticks: divide by valuePerLotTick (exact for stored trades).
      b.lotTicks += parseScaled(trimTo(row.value, 8), 8) / config.valuePerLotTick;
    }
  }

  onTrade(contractId: number, time: number, ticks: number, lots: number): void {
    const b = this.bucket(contractId, time);
    b.lots += lots;
    b.lotTicks += BigInt(lots) * BigInt(ticks);
    b.close = ticks;
    widen(b, ticks);
  }

  day(contractId: number, now: number): DayStats {
    const list = this.minutes.get(contractId);
    const out: DayStats = { openTicks: 0, lots: 0, lotTicks: 0n, highTicks: 0, lowTicks: 0 };
    if (!list) return out;
    const start = now - DAY;
    let openMinute = -Infinity;
    for (const [m, b] of list) {
      if (m + MINUTE <= start - MINUTE) {
        list.delete(m);
        continue;
      }
      if (m < start) {
        if (m > openMinute && b.close > 0) {
          openMinute = m;
          out.openTicks = b.close;
        }
        continue;
      }
      out.lots += b.lots;
      out.lotTicks += b.lotTicks;
      if (b.high > out.highTicks) out.highTicks = b.high;
      if (b.low > 0 && (out.lowTicks === 0 || b.low < out.lowTicks)) out.lowTicks = b.low;
    }
    if (out.openTicks === 0) {
      // Less than a day of history: the oldest known price opens the window.
      let oldest = Infinity;
      for (const [m, b] of list)
        if (m < oldest && b.close > 0) [oldest, out.openTicks] = [m, b.close];
    }
    return out;
  }

  private bucket(contractId: number, time: number): Minute {
    let list = this.minutes.get(contractId);
    if (!list) this.minutes.set(contractId, (list = new Map()));
    const m = Math.floor(time / MINUTE) * MINUTE;
    let b = list.get(m);
    if (!b) list.set(m, (b = { lots: 0, lotTicks: 0n, close: 0, high: 0, low: 0 }));
    return b;
  }
}

function widen(b: Minute, ticks: number): void {
  if (ticks <= 0) return;
  if (ticks > b.high) b.high = ticks;
  if (b.low === 0 || ticks < b.low) b.low = ticks;
}

/** A numeric text cut (not rounded) to at most `decimals` fraction digits. */
function trimTo(text: string, decimals: number): string {
  const [int, frac = ''] = text.split('.');
  return frac.length > decimals ? `${int ?? '0'}.${frac.slice(0, decimals)}` : text;
}
