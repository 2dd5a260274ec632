import type { DayFigures } from '../market/day-window';
import type { CandleSeries } from '../market/candle-series';

export interface DayStats {
  /** Price in ticks at the start of the last 24 h, 0 when unknown. */
  openTicks: number;
  lots: number;
  lotTicks: bigint;
  /** Highest and lowest price of the last 24 h in ticks, 0 when unknown. */
  highTicks: number;
  lowTicks: number;
}

/** Where the 24 h figures come from: the live candles' rolling window of one-minute candles. */
export interface DaySource {
  futuresDay(contractId: number, now: number): (DayFigures & { series: CandleSeries }) | undefined;
  /** A spot symbol's 24 h figures and last price (its newest one-minute close). */
  spotDay(
    instrumentId: number,
    now: number,
  ): (DayFigures & { series: CandleSeries; last: number }) | undefined;
  spotInstrumentIds(): number[];
}

/**
 * Rolling 24-hour figures per contract in engine units (lots, ticks), read from the live candles'
 * window: the 24 h volume is the sum of the last day of one-minute candles, the same trades and
 * simulated history the charts show (issue 33).
 */
export class MarketStats {
  constructor(private readonly source: DaySource) {}

  /** The spot books' 24 h figures, in each symbol's own price and amount units. */
  spotDays(now: number): (DayFigures & { series: CandleSeries; last: number })[] {
    return this.source.spotInstrumentIds().flatMap((id) => this.source.spotDay(id, now) ?? []);
  }

  day(contractId: number, now: number): DayStats {
    const day = this.source.futuresDay(contractId, now);
    if (!day) return { openTicks: 0, lots: 0, lotTicks: 0n, highTicks: 0, lowTicks: 0 };
    // Futures candles count volume in units of one lot's step (a whole number of them).
    const step = day.series.volumeStepUnits;
    return {
      openTicks: day.open,
      lots: Math.floor(day.volume / step),
      lotTicks: day.turnover / BigInt(step),
      highTicks: day.high,
      lowTicks: day.low,
    };
  }
}
