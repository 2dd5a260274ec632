import { marketView, userOpenOrders, userPositions, type ContractConfig } from '../../engine';
import type { IndexPriceSource } from '../index-source';
import type { SeededRandom } from '../random';
import { makerUserId } from './accounts';
import { DurableRounds, type TradingHost } from './durable-rounds';
import { calmAbsReturnPpm, ladderPrices, stepForBps, widenPercent } from './ladder';

export interface MakerOptions {
  host: TradingHost;
  index: Pick<IndexPriceSource, 'latest'>;
  config: ContractConfig;
  /** Annualised volatility of the contract (reference data), for the calm spread. */
  annualVolatility: number;
  random: SeededRandom;
  now: () => number;
  levels?: number;
  /** Notional per level in USDT at the first level (deeper levels grow). */
  levelNotionalUsdt?: number;
}

/**
 * One contract's market maker: a two-sided ladder around the index through the engine. Every
 * requote compares the wanted ladder with the resting orders and only cancels and places the
 * difference, so levels that were hit are replenished and unchanged levels keep their priority.
 * The ladder widens with the index's recent volatility and skews against the maker's inventory.
 */
export class Maker {
  readonly userId: number;
  /** A requote waits until the previous one's cancels and orders are on disk. */
  readonly rounds = new DurableRounds();
  private lastIndex = 0;
  private meanAbsReturnPpm = 0;
  private readonly calmAbsReturnPpm: number;

  constructor(private readonly o: MakerOptions) {
    this.userId = makerUserId(o.config.contractId);
    this.calmAbsReturnPpm = calmAbsReturnPpm(o.annualVolatility);
    this.meanAbsReturnPpm = this.calmAbsReturnPpm;
  }

  /** The lot size of one level (the taker sizes its orders from it too). */
  baseLots(indexTicks: number): number {
    const lotValue = BigInt(indexTicks) * this.o.config.valuePerLotTick;
    const target = BigInt(this.o.levelNotionalUsdt ?? 3000) * 100_000_000n;
    const lots = lotValue > 0n ? Number(target / lotValue) : 0;
    return Math.max(this.o.config.minOrderLots, lots);
  }

  requote(): void {
    const { host, config } = this.o;
    const contractId = config.contractId;
    const quote = this.o.index.latest(contractId);
    const view = marketView(host.state, contractId);
    if (!quote || !view || view.markPrice <= 0) return;
    if (!this.rounds.begin()) return;
    if (this.lastIndex > 0) {
      const ppm = (Math.abs(quote.ticks - this.lastIndex) * 1e6) / this.lastIndex;
      this.meanAbsReturnPpm += (ppm - this.meanAbsReturnPpm) / 30;
    }
    this.lastIndex = quote.ticks;
    const levels = this.o.levels ?? 12;
    const base = this.baseLots(quote.ticks);
    const position = userPositions(host.state, this.userId, 1).find(
      (p) => p.contractId === contractId,
    );
    const ladder = ladderPrices({
      indexTicks: quote.ticks,
      stepTicks: stepForBps(quote.ticks, 2),
      levels,
      halfSpreadSteps: 1,
      widenPercent: widenPercent(this.meanAbsReturnPpm, this.calmAbsReturnPpm),
      inventoryLots: (position?.size ?? 0) * (position?.side ?? 0),
      maxInventoryLots: base * levels * 4,
    });
    const wanted = new Map<string, number>();
    ladder.bids.forEach((p, i) => wanted.set(`buy:${p}`, i));
    ladder.asks.forEach((p, i) => wanted.set(`sell:${p}`, i));
    const ts = this.o.now();
    for (const order of userOpenOrders(host.state, this.userId, 1)) {
      if (order.contractId !== contractId) continue;
      const key = `${order.side}:${order.price}`;
      if (wanted.has(key)) wanted.delete(key);
      else
        this.rounds.submit(host, {
          kind: 'cancelOrder',
          ts,
          userId: this.userId,
          orderId: order.orderId,
        });
    }
    for (const [key, level] of wanted) {
      const [side, priceText] = key.split(':');
      // Deeper levels are larger; the size varies ±30 % so the book does not look printed.
      const qty = Math.max(
        config.minOrderLots,
        Math.round(base * (1 + level * 0.25) * (0.7 + this.o.random.next() * 0.6)),
      );
      this.rounds.submit(host, {
        kind: 'placeOrder',
        ts,
        userId: this.userId,
        accountType: 1,
        contractId,
        type: 1,
        side: side === 'buy' ? 'buy' : 'sell',
        qty,
        price: Number(priceText),
        tif: 'postOnly',
      });
    }
  }
}
