import { userPositions } from '../../engine';
import type { IndexPriceSource } from '../index-source';
import type { SeededRandom } from '../random';
import {
  TAKER_DELAY_MIN_MS,
  TAKER_DELAY_SPREAD_MS,
  TAKER_SIZE_MIN_LEVELS,
  TAKER_SIZE_SPREAD_LEVELS,
  TAKER_SWEEP_FACTOR,
  TAKER_SWEEP_SHARE,
} from '../simulated-activity';
import { takerUserId } from './accounts';
import { DurableRounds, type TradingHost } from './durable-rounds';

export interface TakerOptions {
  host: TradingHost;
  index: Pick<IndexPriceSource, 'latest'>;
  contractId: number;
  random: SeededRandom;
  now: () => number;
  /**
   * Lots of one maker level; taker orders are 0.3–2.5 of it (sometimes a sweep of several), the
   * sizes `simulated-activity.ts` counts on for the market's volume.
   */
  levelLots: (indexTicks: number) => number;
}

/**
 * Flow that trades against the makers: market orders of random size and side, leaning against
 * its own position so the inventory stays bounded. Goes through the engine like a user's order.
 */
export class Taker {
  readonly userId: number;
  /** An order waits until the previous one is on disk. */
  readonly rounds = new DurableRounds();

  constructor(private readonly o: TakerOptions) {
    this.userId = takerUserId(o.contractId);
  }

  /** Milliseconds to the next order: 1–4 s with jitter. */
  nextDelay(): number {
    return TAKER_DELAY_MIN_MS + Math.floor(this.o.random.next() * TAKER_DELAY_SPREAD_MS);
  }

  trade(): void {
    const quote = this.o.index.latest(this.o.contractId);
    if (!quote || !this.rounds.begin()) return;
    const base = this.o.levelLots(quote.ticks);
    const position = userPositions(this.o.host.state, this.userId, 1).find(
      (p) => p.contractId === this.o.contractId,
    );
    const signed = (position?.size ?? 0) * (position?.side ?? 0);
    const limit = base * 40;
    const lean = Math.max(-1, Math.min(1, signed / limit));
    const buy = this.o.random.next() < 0.5 - lean * 0.35;
    const sweep = this.o.random.next() < TAKER_SWEEP_SHARE ? TAKER_SWEEP_FACTOR : 1;
    const levels = TAKER_SIZE_MIN_LEVELS + this.o.random.next() * TAKER_SIZE_SPREAD_LEVELS;
    const qty = Math.max(1, Math.round(base * levels * sweep));
    this.rounds.submit(this.o.host, {
      kind: 'placeOrder',
      ts: this.o.now(),
      userId: this.userId,
      accountType: 1,
      contractId: this.o.contractId,
      type: 3,
      side: buy ? 'buy' : 'sell',
      qty,
    });
  }
}
