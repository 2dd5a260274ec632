import { calmAbsReturnPpm, ladderPrices, stepForBps, widenPercent } from '../market-makers/ladder';
import type { SeededRandom } from '../random';
import type { SpotBook, SpotFill, SpotSide } from './spot-book';
import { amountForValue, type SpotInstrument } from './spot-instruments';

export interface SpotMakerOptions {
  book: SpotBook;
  instrument: SpotInstrument;
  userId: number;
  random: SeededRandom;
  levels?: number;
  /** Value of the first level in USDT (whole number; deeper levels grow). */
  levelValueUsdt?: number;
}

/**
 * A spot symbol's internal market maker: the futures makers' ladder (same maths, imported) around
 * the index on the spot grid. Each requote cancels and places only the difference between the
 * wanted ladder and its resting orders (post-only), so levels the taker flow emptied are
 * replenished and untouched levels keep their queue position. Widens with the index's recent
 * volatility and skews against its inventory (base units bought minus sold).
 */
export class SpotMaker {
  /** Signed base inventory in amount units (+ bought more than sold). */
  inventory = 0;
  private readonly resting = new Map<string, number>();
  private lastPrice = 0;
  private meanAbsReturnPpm: number;
  private readonly calmAbsReturnPpm: number;

  constructor(private readonly o: SpotMakerOptions) {
    this.calmAbsReturnPpm = calmAbsReturnPpm(o.instrument.annualVolatility);
    this.meanAbsReturnPpm = this.calmAbsReturnPpm;
  }

  get levels(): number {
    return this.o.levels ?? 12;
  }

  /** Amount units of the first level at this price (the taker sizes its orders from it). */
  baseAmount(priceUnits: number): number {
    return Math.max(
      1,
      amountForValue(this.o.instrument, this.o.levelValueUsdt ?? 1500, priceUnits),
    );
  }

  /** Moves the ladder to the index price (spot units) and refills what was taken. */
  requote(indexUnits: number, time: number): void {
    if (indexUnits <= 0) return;
    if (this.lastPrice > 0) {
      const ppm = (Math.abs(indexUnits - this.lastPrice) * 1e6) / this.lastPrice;
      this.meanAbsReturnPpm += (ppm - this.meanAbsReturnPpm) / 30;
    }
    this.lastPrice = indexUnits;
    const base = this.baseAmount(indexUnits);
    const ladder = ladderPrices({
      indexTicks: indexUnits,
      stepTicks: stepForBps(indexUnits, 2),
      levels: this.levels,
      halfSpreadSteps: 1,
      widenPercent: widenPercent(this.meanAbsReturnPpm, this.calmAbsReturnPpm),
      inventoryLots: this.inventory,
      maxInventoryLots: base * this.levels * 4,
    });
    const wanted = new Map<string, { side: SpotSide; price: number; level: number }>();
    ladder.bids.forEach((price, level) =>
      wanted.set(`buy:${price}`, { side: 'buy', price, level }),
    );
    ladder.asks.forEach((price, level) =>
      wanted.set(`sell:${price}`, { side: 'sell', price, level }),
    );
    const { book } = this.o;
    for (const [key, orderId] of this.resting) {
      if (book.remaining(orderId) > 0 && wanted.delete(key)) continue;
      book.cancel(orderId);
      this.resting.delete(key);
    }
    for (const [key, { side, price, level }] of wanted) {
      // Deeper levels are larger; the size varies ±30 % so the book does not look printed.
      const amount = Math.max(
        1,
        Math.round(base * (1 + level * 0.25) * (0.7 + this.o.random.next() * 0.6)),
      );
      const placed = book.limit(this.o.userId, side, price, amount, time, true);
      if (placed.orderId !== undefined) this.resting.set(key, placed.orderId);
    }
  }

  /** Books a fill of one of its orders into the inventory. */
  onFill(fill: SpotFill): void {
    if (fill.makerUserId !== this.o.userId) return;
    this.inventory += fill.takerSide === 'buy' ? -fill.amount : fill.amount;
  }
}
