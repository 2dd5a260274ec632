/**
 * What the order book panel draws, computed once per store update: each side's levels grouped to
 * the chosen step with running totals, the depth bar ratios and the user's own levels. The panel
 * keeps a fixed number of rows, so this returns exactly `rowsPerSide` entries per shown side,
 * `null` where the book has no level (the row keeps its space).
 */
import { groupDepth, type DepthSnapshot } from '@/features/market';
import { Decimal, toDecimal } from '@/lib/decimal';

export type BookView = 'both' | 'bids' | 'asks';
export type BookSide = 'bid' | 'ask';

export interface BookRow {
  /** Plain decimal text, as sent to the order ticket. */
  price: string;
  size: string;
  /** Quantity from the best price up to and including this level. */
  total: string;
  /** Depth bar width, 0–1: total ÷ the largest total of the shown rows. */
  ratio: number;
  /** The user has an open order whose price falls in this level. */
  own: boolean;
}

export interface BookRows {
  /** Best (lowest) first; the panel draws them bottom-up so the best ask meets the middle row. */
  asks: (BookRow | null)[];
  /** Best (highest) first. */
  bids: (BookRow | null)[];
  bestAsk: string | null;
  bestBid: string | null;
}

export interface OwnOrderPrices {
  bids: readonly string[];
  asks: readonly string[];
}

export interface BookRowsInput {
  depth: Pick<DepthSnapshot, 'bids' | 'asks'> | null | undefined;
  /** The grouping step as decimal text ("0.1", "10"). */
  step: string;
  rowsPerSide: number;
  view: BookView;
  ownOrderPrices?: OwnOrderPrices | undefined;
}

/**
 * The level an order price falls into, rounded the way the book groups that side (bids down,
 * asks up), as normalised decimal text so "100.50" and "100.5" are the same level.
 */
export function levelOf(price: string, step: string, side: BookSide): string | null {
  const value = toDecimal(price, NaN);
  const size = toDecimal(step, NaN);
  if (!value.isFinite() || !size.isFinite() || size.lessThanOrEqualTo(0)) return null;
  const rounding = side === 'bid' ? Decimal.ROUND_FLOOR : Decimal.ROUND_CEIL;
  return value.dividedBy(size).toDecimalPlaces(0, rounding).times(size).toString();
}

function ownLevels(prices: readonly string[] | undefined, step: string, side: BookSide) {
  const levels = new Set<string>();
  for (const price of prices ?? []) {
    const level = levelOf(price, step, side);
    if (level !== null) levels.add(level);
  }
  return levels;
}

/** Bar widths as plain numbers: they only ever become a CSS scale, never an amount. */
function ratioOf(total: Decimal, max: Decimal): number {
  if (max.isZero()) return 0;
  return Math.min(1, total.dividedBy(max).toNumber());
}

export function bookRows({
  depth,
  step,
  rowsPerSide,
  view,
  ownOrderPrices,
}: BookRowsInput): BookRows {
  // The store's book may be grouped to another step (another subscriber of the same topic asked
  // for none), so the panel always groups to its own step; a book already at that step is kept.
  const grouped = groupDepth(depth, step, { levels: rowsPerSide });
  const showAsks = view !== 'bids';
  const showBids = view !== 'asks';
  let max = new Decimal(0);
  // Totals are cumulative, so each side's largest is its last shown row.
  const lastAsk = grouped.asks.at(-1);
  const lastBid = grouped.bids.at(-1);
  if (showAsks && lastAsk) max = Decimal.max(max, lastAsk.total);
  if (showBids && lastBid) max = Decimal.max(max, lastBid.total);

  const side = (levels: typeof grouped.bids, which: BookSide, shown: boolean) => {
    if (!shown) return [];
    const own = ownLevels(
      which === 'bid' ? ownOrderPrices?.bids : ownOrderPrices?.asks,
      step,
      which,
    );
    const rows: (BookRow | null)[] = levels.map((level) => {
      const price = level.price.toString();
      return {
        price,
        size: level.quantity.toString(),
        total: level.total.toString(),
        ratio: ratioOf(level.total, max),
        own: own.has(price),
      };
    });
    while (rows.length < rowsPerSide) rows.push(null);
    return rows;
  };

  return {
    asks: side(grouped.asks, 'ask', showAsks),
    bids: side(grouped.bids, 'bid', showBids),
    bestAsk: grouped.asks[0]?.price.toString() ?? null,
    bestBid: grouped.bids[0]?.price.toString() ?? null,
  };
}

export interface Spread {
  /** Best ask − best bid. */
  absolute: string;
  /** The spread as a fraction of the mid price ((ask + bid) ÷ 2). */
  rate: string;
}

/** The spread between the best bid and ask, or null while either side is empty or crossed. */
export function spreadOf(bestBid: string | null, bestAsk: string | null): Spread | null {
  if (bestBid === null || bestAsk === null) return null;
  const bid = toDecimal(bestBid, NaN);
  const ask = toDecimal(bestAsk, NaN);
  if (!bid.isFinite() || !ask.isFinite() || ask.lessThan(bid)) return null;
  const mid = ask.plus(bid).dividedBy(2);
  const absolute = ask.minus(bid);
  return {
    absolute: absolute.toString(),
    rate: mid.isZero() ? '0' : absolute.dividedBy(mid).toString(),
  };
}

/** The grouping multiples the server offers, in ticks (server/realtime/subscriptions.ts). */
export const STEP_MULTIPLES = [1, 10, 100, 1000] as const;

/** The grouping steps of a contract: its tick ×1, ×10, ×100, ×1000 ("0.1" → 0.1, 1, 10, 100). */
export function stepOptions(tickSize: string): string[] {
  const tick = toDecimal(tickSize, NaN);
  if (!tick.isFinite() || tick.lessThanOrEqualTo(0)) return [];
  return STEP_MULTIPLES.map((multiple) => tick.times(multiple).toString());
}

/**
 * Whether every level of a book sits on a multiple of `step`. Two subscriptions of one contract's
 * book at different steps land in the same store entry; a book that is not on the step is the
 * other subscriber's finer book, which covers too few prices to fill the rows at a coarse step.
 */
export function isOnStep(depth: Pick<DepthSnapshot, 'bids' | 'asks'>, step: string): boolean {
  const size = toDecimal(step, NaN);
  if (!size.isFinite() || size.lessThanOrEqualTo(0)) return true;
  const onStep = (level: readonly [string | number, string | number]) =>
    toDecimal(level[0], NaN).modulo(size).isZero();
  return depth.bids.every(onStep) && depth.asks.every(onStep);
}
