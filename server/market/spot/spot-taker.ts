import type { SeededRandom } from '../random';
import {
  TAKER_DELAY_MIN_MS,
  TAKER_DELAY_SPREAD_MS,
  TAKER_SIZE_MIN_LEVELS,
  TAKER_SIZE_SPREAD_LEVELS,
  TAKER_SWEEP_FACTOR,
  TAKER_SWEEP_SHARE,
} from '../simulated-activity';
import type { SpotBook, SpotFill } from './spot-book';

export interface SpotTakerOptions {
  book: SpotBook;
  userId: number;
  random: SeededRandom;
  /** Amount units of one maker level at a price; orders are 0.3–2.5 of it (8 % are 3× sweeps). */
  levelAmount: (priceUnits: number) => number;
}

/**
 * Seeded flow that trades against a spot maker: market orders of random size and side every
 * 1–4 s, leaning against its own inventory so neither side drifts away.
 */
export class SpotTaker {
  /** Signed base inventory in amount units. */
  inventory = 0;

  constructor(private readonly o: SpotTakerOptions) {}

  /** Milliseconds to the next order: 1–4 s with jitter. */
  nextDelay(): number {
    return TAKER_DELAY_MIN_MS + Math.floor(this.o.random.next() * TAKER_DELAY_SPREAD_MS);
  }

  trade(indexUnits: number, time: number): SpotFill[] {
    if (indexUnits <= 0) return [];
    const base = this.o.levelAmount(indexUnits);
    const lean = Math.max(-1, Math.min(1, this.inventory / (base * 40)));
    const buy = this.o.random.next() < 0.5 - lean * 0.35;
    const sweep = this.o.random.next() < TAKER_SWEEP_SHARE ? TAKER_SWEEP_FACTOR : 1;
    const levels = TAKER_SIZE_MIN_LEVELS + this.o.random.next() * TAKER_SIZE_SPREAD_LEVELS;
    const amount = Math.max(1, Math.round(base * levels * sweep));
    const fills = this.o.book.market(this.o.userId, buy ? 'buy' : 'sell', amount, time);
    for (const fill of fills) this.inventory += buy ? fill.amount : -fill.amount;
    return fills;
  }
}
