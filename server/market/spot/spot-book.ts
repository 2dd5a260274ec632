import { BUY, OrderBook, SELL, type BookSide, type RestingOrder } from '../../engine/order-book';

/**
 * One spot symbol's limit order book in integers: prices in units of 10^-pricePrecision, amounts in
 * units of 10^-amountPrecision. Matching, priority and level aggregation are the engine's order
 * book; this adds order ids, limit / market / post-only placement, the fills as trades and a
 * "changed since the last publish" flag driven by the book's level updates.
 */

export type SpotSide = 'buy' | 'sell';

export interface SpotFill {
  time: number;
  /** Price in units of 10^-pricePrecision (the maker's price). */
  price: number;
  /** Amount in units of 10^-amountPrecision. */
  amount: number;
  takerSide: SpotSide;
  takerUserId: number;
  makerUserId: number;
  makerOrderId: number;
}

export interface PlaceResult {
  /** Id of the order resting in the book, or undefined when nothing rests. */
  orderId: number | undefined;
  fills: SpotFill[];
  /** Post-only order that would have taken liquidity: nothing happened. */
  rejected: boolean;
}

/** Levels best first: `[price, amount]` in integer units. */
export interface SpotDepth {
  asks: Array<[number, number]>;
  bids: Array<[number, number]>;
}

const sideOf = (side: SpotSide): BookSide => (side === 'buy' ? BUY : SELL);

export class SpotBook {
  private readonly book = new OrderBook();
  private nextOrderId = 1;
  private changed = true;

  constructor() {
    this.book.onLevel = () => {
      this.changed = true;
    };
  }

  /** Resting orders in the book. */
  get size(): number {
    return this.book.size;
  }

  /** Remaining amount of a resting order, 0 once it is filled or cancelled. */
  remaining(orderId: number): number {
    return this.book.get(orderId)?.remaining ?? 0;
  }

  bestBid(): number | undefined {
    return this.book.bestPrice(BUY);
  }

  bestAsk(): number | undefined {
    return this.book.bestPrice(SELL);
  }

  /**
   * A good-till-cancelled limit order: takes what crosses at the makers' prices, rests the rest.
   * Post-only orders that would cross are rejected whole. Matching stops at the user's own
   * orders (self-trade prevention) and the unfilled rest is then dropped.
   */
  limit(
    userId: number,
    side: SpotSide,
    price: number,
    amount: number,
    time: number,
    postOnly = false,
  ): PlaceResult {
    assertUnits(price, 'price');
    assertUnits(amount, 'amount');
    const opposite = side === 'buy' ? this.bestAsk() : this.bestBid();
    const crosses =
      opposite !== undefined && (side === 'buy' ? opposite <= price : opposite >= price);
    if (postOnly && crosses) return { orderId: undefined, fills: [], rejected: true };
    const { fills, filled, selfTrade } = this.match(userId, side, price, amount, time);
    const rest = amount - filled;
    if (rest === 0 || selfTrade) return { orderId: undefined, fills, rejected: false };
    const orderId = this.nextOrderId++;
    this.book.add(orderId, userId, sideOf(side), price, rest);
    return { orderId, fills, rejected: false };
  }

  /** A market order: takes the best levels until `amount` is filled or the side is empty. */
  market(userId: number, side: SpotSide, amount: number, time: number): SpotFill[] {
    assertUnits(amount, 'amount');
    return this.match(userId, side, side === 'buy' ? Infinity : -Infinity, amount, time).fills;
  }

  /** Cancels a resting order; true when it was resting. */
  cancel(orderId: number): boolean {
    return this.book.cancel(orderId) > 0;
  }

  /** Up to `levels` aggregated levels per side, best first. */
  depth(levels: number): SpotDepth {
    return { asks: this.book.depth(SELL, levels), bids: this.book.depth(BUY, levels) };
  }

  /** True when a level changed since the previous call (the first call is always true). */
  takeChanged(): boolean {
    const changed = this.changed;
    this.changed = false;
    return changed;
  }

  private match(userId: number, side: SpotSide, limit: number, amount: number, time: number) {
    const fills: SpotFill[] = [];
    const sink = {
      onFill(maker: RestingOrder, qty: number, price: number) {
        fills.push({
          time,
          price,
          amount: qty,
          takerSide: side,
          takerUserId: userId,
          makerUserId: maker.userId,
          makerOrderId: maker.id,
        });
      },
    };
    const result = this.book.take(sideOf(side), limit, amount, userId, sink);
    return { fills, filled: result.filled, selfTrade: result.selfTrade };
  }
}

function assertUnits(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value <= 0)
    throw new RangeError(`${what} must be a positive whole number of units, got ${value}`);
}
