/**
 * Price-time priority limit order book for one contract.
 *
 * Prices are integer ticks and quantities integer lots, both plain `number`s: a contract's price
 * band keeps ticks far below 2^31 and the risk tiers cap a position at well under 2^40 lots, so
 * every sum of lots on a level stays an exact integer (< 2^53).
 *
 * Layout: each side keeps its active prices in a sorted array whose LAST element is the best
 * price (bids ascending, asks descending), so taking the best level and dropping an emptied best
 * level are O(1). Each level holds an intrusive doubly-linked FIFO of resting orders, and a map
 * from order id to node gives O(1) cancel.
 */

export const BUY = 0;
export const SELL = 1;
export type BookSide = typeof BUY | typeof SELL;

export interface RestingOrder {
  readonly id: number;
  /** Owner used for self-trade prevention. */
  readonly userId: number;
  readonly side: BookSide;
  readonly price: number;
  remaining: number;
  prev: RestingOrder | null;
  next: RestingOrder | null;
  level: PriceLevel | null;
}

export interface PriceLevel {
  readonly price: number;
  head: RestingOrder | null;
  tail: RestingOrder | null;
  qty: number;
  count: number;
}

/** Receives every fill as it happens; the maker node is already updated (and unlinked if done). */
export interface FillSink {
  onFill(maker: RestingOrder, qty: number, price: number): void;
}

export interface TakeResult {
  filled: number;
  /** True when matching stopped because the next maker belonged to the taker's user. */
  selfTrade: boolean;
}

/** Called with (side, price, newLevelQty) whenever a level's quantity changes. */
export type LevelListener = (side: BookSide, price: number, qty: number) => void;

export class OrderBook {
  private readonly prices: [number[], number[]] = [[], []];
  private readonly levels: [Map<number, PriceLevel>, Map<number, PriceLevel>] = [
    new Map(),
    new Map(),
  ];
  private readonly byId = new Map<number, RestingOrder>();
  onLevel: LevelListener | null = null;

  get size(): number {
    return this.byId.size;
  }

  get(id: number): RestingOrder | undefined {
    return this.byId.get(id);
  }

  bestPrice(side: BookSide): number | undefined {
    const arr = this.prices[side];
    return arr[arr.length - 1];
  }

  bestLevel(side: BookSide): PriceLevel | undefined {
    const p = this.bestPrice(side);
    return p === undefined ? undefined : this.levels[side].get(p);
  }

  /** Adds a resting order at the back of its price level's queue. */
  add(id: number, userId: number, side: BookSide, price: number, qty: number): RestingOrder {
    const node: RestingOrder = {
      id,
      userId,
      side,
      price,
      remaining: qty,
      prev: null,
      next: null,
      level: null,
    };
    let level = this.levels[side].get(price);
    if (level === undefined) {
      level = { price, head: null, tail: null, qty: 0, count: 0 };
      this.levels[side].set(price, level);
      insertSorted(this.prices[side], price, side === BUY);
    }
    node.level = level;
    node.prev = level.tail;
    if (level.tail !== null) level.tail.next = node;
    else level.head = node;
    level.tail = node;
    level.qty += qty;
    level.count += 1;
    this.byId.set(id, node);
    if (this.onLevel !== null) this.onLevel(side, price, level.qty);
    return node;
  }

  /** Removes an order; returns its remaining quantity, or 0 when it is not resting. */
  cancel(id: number): number {
    const node = this.byId.get(id);
    if (node === undefined) return 0;
    const remaining = node.remaining;
    this.unlink(node, remaining);
    return remaining;
  }

  /** Lowers the remaining quantity of a resting order in place (keeps its queue position). */
  reduce(id: number, newRemaining: number): void {
    const node = this.byId.get(id);
    if (node === undefined) return;
    if (newRemaining <= 0) {
      this.unlink(node, node.remaining);
      return;
    }
    const level = node.level;
    if (level === null || newRemaining >= node.remaining) return;
    level.qty -= node.remaining - newRemaining;
    node.remaining = newRemaining;
    if (this.onLevel !== null) this.onLevel(node.side, node.price, level.qty);
  }

  /**
   * Matches a taker against the opposite side down to `limit` (inclusive). `limit` of
   * Infinity / -Infinity means no price limit. The sink may cancel or reduce other resting
   * orders between fills: the loop re-reads the best level each time.
   */
  take(
    takerSide: BookSide,
    limit: number,
    qty: number,
    takerUserId: number,
    sink: FillSink | null,
  ): TakeResult {
    const makerSide: BookSide = takerSide === BUY ? SELL : BUY;
    const prices = this.prices[makerSide];
    const levels = this.levels[makerSide];
    let left = qty;
    let selfTrade = false;
    while (left > 0) {
      const best = prices[prices.length - 1];
      if (best === undefined) break;
      if (takerSide === BUY ? best > limit : best < limit) break;
      const level = levels.get(best);
      if (level === undefined) break;
      const maker = level.head;
      if (maker === null) break;
      if (maker.userId === takerUserId) {
        selfTrade = true;
        break;
      }
      const fill = maker.remaining < left ? maker.remaining : left;
      left -= fill;
      maker.remaining -= fill;
      level.qty -= fill;
      if (maker.remaining === 0) this.unlinkFilled(maker, level);
      else if (this.onLevel !== null) this.onLevel(makerSide, best, level.qty);
      if (sink !== null) sink.onFill(maker, fill, best);
    }
    return { filled: qty - left, selfTrade };
  }

  /** Quantity available to a taker down to `limit`, stopping at the taker's own orders. */
  available(takerSide: BookSide, limit: number, takerUserId: number, wanted: number): number {
    const makerSide: BookSide = takerSide === BUY ? SELL : BUY;
    const prices = this.prices[makerSide];
    let sum = 0;
    for (let i = prices.length - 1; i >= 0 && sum < wanted; i--) {
      const p = prices[i] as number;
      if (takerSide === BUY ? p > limit : p < limit) break;
      for (let o = this.levels[makerSide].get(p)?.head ?? null; o !== null; o = o.next) {
        if (o.userId === takerUserId) return sum;
        sum += o.remaining;
        if (sum >= wanted) break;
      }
    }
    return sum;
  }

  /** Levels from the best outward: [price, qty][]. */
  depth(side: BookSide, maxLevels = Infinity): Array<[number, number]> {
    const out: Array<[number, number]> = [];
    const arr = this.prices[side];
    for (let i = arr.length - 1; i >= 0 && out.length < maxLevels; i--) {
      const p = arr[i] as number;
      out.push([p, this.levels[side].get(p)?.qty ?? 0]);
    }
    return out;
  }

  /** Resting orders of one side, best level first, FIFO inside a level. */
  *orders(side: BookSide): Generator<RestingOrder> {
    const arr = this.prices[side];
    for (let i = arr.length - 1; i >= 0; i--) {
      for (let o = this.levels[side].get(arr[i] as number)?.head ?? null; o !== null; o = o.next)
        yield o;
    }
  }

  private unlinkFilled(node: RestingOrder, level: PriceLevel): void {
    // Fast path for a fully filled head order: level.qty was already decremented.
    level.head = node.next;
    if (node.next !== null) node.next.prev = null;
    else level.tail = null;
    level.count -= 1;
    node.level = null;
    node.next = null;
    this.byId.delete(node.id);
    if (level.count === 0) this.dropLevel(node.side, level.price);
    else if (this.onLevel !== null) this.onLevel(node.side, level.price, level.qty);
  }

  private unlink(node: RestingOrder, qty: number): void {
    const level = node.level;
    if (level === null) return;
    if (node.prev !== null) node.prev.next = node.next;
    else level.head = node.next;
    if (node.next !== null) node.next.prev = node.prev;
    else level.tail = node.prev;
    level.qty -= qty;
    level.count -= 1;
    node.level = null;
    node.prev = null;
    node.next = null;
    node.remaining = 0;
    this.byId.delete(node.id);
    if (level.count === 0) this.dropLevel(node.side, level.price);
    else if (this.onLevel !== null) this.onLevel(node.side, level.price, level.qty);
  }

  private dropLevel(side: BookSide, price: number): void {
    this.levels[side].delete(price);
    const arr = this.prices[side];
    if (arr[arr.length - 1] === price) arr.pop();
    else {
      const i = indexOfSorted(arr, price, side === BUY);
      if (i >= 0) arr.splice(i, 1);
    }
    if (this.onLevel !== null) this.onLevel(side, price, 0);
  }
}

/**
 * Where `price` belongs in a sorted price array: ascending for bids (best = last = highest),
 * descending for asks (best = last = lowest).
 */
function searchSorted(arr: number[], price: number, ascending: boolean): number {
  let lo = 0;
  let hi = arr.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const v = arr[mid] as number;
    if (ascending ? v < price : v > price) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function insertSorted(arr: number[], price: number, ascending: boolean): void {
  arr.splice(searchSorted(arr, price, ascending), 0, price);
}

function indexOfSorted(arr: number[], price: number, ascending: boolean): number {
  const i = searchSorted(arr, price, ascending);
  return arr[i] === price ? i : -1;
}
