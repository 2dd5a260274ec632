import type { TickCandle } from './candle-math';
import { alignOpenTime, ONE_MINUTE_MS } from './periods';

/** One-minute candles in a day: the window holds the current minute and the 1 439 before it. */
export const DAY_MINUTES = 1440;

/** The 24 h figures of one book, in the series' integers. */
export interface DayFigures {
  /** Open of the oldest minute in the window; the last close before it when the window is empty; 0 when unknown. */
  open: number;
  /** Highest and lowest price of the window's minutes, 0 when the window is empty. */
  high: number;
  low: number;
  /** Σ volume of the window's minutes, in units of the series' volume scale. */
  volume: number;
  /** Σ volume units × price ticks (turnover before the grid's scales). */
  turnover: bigint;
}

/** A trade that moved a minute: its price and volume, so the turnover it adds is exact. */
export interface MinuteTrade {
  ticks: number;
  volume: number;
}

interface Slot {
  candle: TickCandle;
  turnover: bigint;
}

/**
 * The rolling 24 h figures of one book, from its one-minute candles (the same states the candle
 * store writes: simulated history and trades alike), so the 24 h volume is the sum of the last
 * day's one-minute candles. Kept incrementally: a minute's new state changes the sums by its
 * difference, and a minute leaving the window subtracts itself. The range and the open are
 * cached and recomputed (a scan of 1 440 slots) only when a minute holding them leaves or shrinks,
 * about once a minute: a read is O(1) plus the minutes that rolled off since the last one.
 *
 * Turnover is exact for volume that arrives with its trade (`MinuteTrade`); volume known only as a
 * candle (simulated history, candles read back at start) is valued at the minute's typical price
 * (high + low + close) / 3, rounded to a tick.
 */
export class DayWindow {
  private readonly slots: (Slot | undefined)[] = new Array<Slot | undefined>(DAY_MINUTES);
  /** Open time of the newest minute the window reaches (its end); −∞ before the first minute. */
  private end = Number.NEGATIVE_INFINITY;
  private volume = 0;
  private turnover = 0n;
  private held = 0;
  /** Cached range and open; valid unless `stale`. */
  private high = 0;
  private low = 0;
  private open = 0;
  private oldest = Number.POSITIVE_INFINITY;
  private stale = false;
  /** Close of the newest minute that left the window (the price a day ago). */
  private before = 0;

  /** The state of a one-minute candle; `trade` when the change is that one trade. */
  minute(candle: TickCandle, trade?: MinuteTrade): void {
    const openTime = candle.openTime;
    if (openTime > this.end) this.rollTo(openTime);
    if (openTime <= this.end - DAY_MINUTES * ONE_MINUTE_MS) return;
    const index = slotIndex(openTime);
    const previous = this.slots[index];
    const old = previous?.candle;
    const delta = candle.volume - (old?.volume ?? 0);
    let turnover: bigint;
    if (delta < 0) turnover = typicalValue(candle, candle.volume);
    else if (trade && trade.volume === delta)
      turnover = (previous?.turnover ?? 0n) + BigInt(delta) * BigInt(trade.ticks);
    else turnover = (previous?.turnover ?? 0n) + typicalValue(candle, delta);
    this.volume += delta;
    this.turnover += turnover - (previous?.turnover ?? 0n);
    this.slots[index] = { candle, turnover };
    if (!previous) this.held++;
    if (this.stale) return;
    // A trade only widens a minute; a replaced state may narrow it (recompute then).
    if (old && (candle.high < old.high || candle.low > old.low)) this.stale = true;
    if (this.held === 1 || candle.high > this.high) this.high = candle.high;
    if (this.held === 1 || candle.low < this.low) this.low = candle.low;
    if (openTime < this.oldest) [this.oldest, this.open] = [openTime, candle.open];
    else if (openTime === this.oldest) this.open = candle.open;
  }

  /** The figures of the day ending with the minute of `now`. */
  day(now: number): DayFigures {
    this.rollTo(alignOpenTime(now, ONE_MINUTE_MS));
    if (this.stale) this.recompute();
    if (this.held === 0) return { open: this.before, high: 0, low: 0, volume: 0, turnover: 0n };
    return {
      open: this.open,
      high: this.high,
      low: this.low,
      volume: this.volume,
      turnover: this.turnover,
    };
  }

  /** Moves the window's end to `end` (a minute's open time), dropping the minutes it leaves. */
  private rollTo(end: number): void {
    if (end <= this.end) return;
    // From the old window's first minute on: every one of them when the clock jumped a day or more.
    const leaving = Math.min(DAY_MINUTES, (end - this.end) / ONE_MINUTE_MS);
    const firstLeaving = this.end - (DAY_MINUTES - 1) * ONE_MINUTE_MS;
    this.end = end;
    if (this.held === 0) return;
    for (let i = 0; i < leaving; i++) {
      const openTime = firstLeaving + i * ONE_MINUTE_MS;
      const index = slotIndex(openTime);
      const slot = this.slots[index];
      if (!slot || slot.candle.openTime !== openTime) continue;
      this.slots[index] = undefined;
      this.held--;
      this.volume -= slot.candle.volume;
      this.turnover -= slot.turnover;
      this.before = slot.candle.close;
      const c = slot.candle;
      if (c.high >= this.high || c.low <= this.low || openTime === this.oldest) this.stale = true;
    }
    if (this.held === 0) [this.volume, this.turnover] = [0, 0n];
  }

  private recompute(): void {
    this.stale = false;
    this.oldest = Number.POSITIVE_INFINITY;
    let [high, low] = [0, 0];
    for (const slot of this.slots) {
      if (!slot) continue;
      const c = slot.candle;
      if (high === 0 || c.high > high) high = c.high;
      if (low === 0 || c.low < low) low = c.low;
      if (c.openTime < this.oldest) [this.oldest, this.open] = [c.openTime, c.open];
    }
    [this.high, this.low] = [high, low];
  }
}

function slotIndex(openTime: number): number {
  return Math.floor(openTime / ONE_MINUTE_MS) % DAY_MINUTES;
}

/** `volume` units valued at the minute's typical price, in volume units × ticks. */
function typicalValue(candle: TickCandle, volume: number): bigint {
  if (volume === 0) return 0n;
  const typical = Math.round((candle.high + candle.low + candle.close) / 3);
  return BigInt(volume) * BigInt(typical);
}
