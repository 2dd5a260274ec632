/**
 * The market depth chart's data: each side of the book as cumulative steps outward from the best
 * price, the price range drawn around the mid price, the level under a pointer and the axis
 * ticks. Sums are decimal, like the book panel's totals (the same `groupDepth`); numbers become
 * pixels only in the component.
 */
import { groupDepth, type DepthSnapshot } from '@/features/market';
import { Decimal } from '@/lib/decimal';

export type DepthSide = 'bid' | 'ask';

export interface DepthStep {
  price: Decimal;
  /** Quantity at this price (base asset). */
  quantity: Decimal;
  /** Quantity from the best price through this one. */
  total: Decimal;
  /** Σ price × quantity from the best price through this one (quote asset). */
  value: Decimal;
}

export interface DepthCurve {
  /** Best (highest) first. */
  bids: DepthStep[];
  /** Best (lowest) first. */
  asks: DepthStep[];
  bestBid: Decimal | null;
  bestAsk: Decimal | null;
  /** (best bid + best ask) ÷ 2; the one best price when the other side is empty. */
  mid: Decimal | null;
  /** The prices drawn: mid ± the farther side's reach, so the mid price sits in the middle. */
  low: Decimal;
  high: Decimal;
  /** The larger of the two sides' totals. */
  maxTotal: Decimal;
}

function cumulative(levels: ReturnType<typeof groupDepth>['bids']): DepthStep[] {
  let value = new Decimal(0);
  return levels.map((level) => {
    value = value.plus(level.price.times(level.quantity));
    return { price: level.price, quantity: level.quantity, total: level.total, value };
  });
}

/**
 * A book snapshot as depth steps. Levels come as the server sends them (malformed and empty ones
 * dropped, same prices merged, sorted), with no grouping: the chart shows every price.
 */
export function depthCurve(
  depth: Pick<DepthSnapshot, 'bids' | 'asks'> | null | undefined,
): DepthCurve {
  const grouped = groupDepth(depth, null);
  const bids = cumulative(grouped.bids);
  const asks = cumulative(grouped.asks);
  const bestBid = bids[0]?.price ?? null;
  const bestAsk = asks[0]?.price ?? null;
  const mid =
    bestBid && bestAsk ? bestBid.plus(bestAsk).dividedBy(2) : (bestBid ?? bestAsk ?? null);
  const zero = new Decimal(0);
  if (mid === null)
    return { bids, asks, bestBid, bestAsk, mid, low: zero, high: zero, maxTotal: zero };

  const lastBid = bids.at(-1)?.price ?? mid;
  const lastAsk = asks.at(-1)?.price ?? mid;
  let reach = Decimal.max(mid.minus(lastBid), lastAsk.minus(mid));
  // One price on each side at the mid, or one level in all: a sliver around it (0.1 %).
  if (reach.lessThanOrEqualTo(0)) reach = mid.times('0.001');
  const maxTotal = Decimal.max(bids.at(-1)?.total ?? zero, asks.at(-1)?.total ?? zero);
  return {
    bids,
    asks,
    bestBid,
    bestAsk,
    mid,
    low: Decimal.max(zero, mid.minus(reach)),
    high: mid.plus(reach),
    maxTotal,
  };
}

export interface DepthPoint {
  price: Decimal;
  total: Decimal;
}

/**
 * The corners of one side's stepped outline, from its best price outward to the edge of the
 * range: up at each price to the total through it, flat to the next price. Past the last level
 * the total stays (the book has at least that much there; the server sends only so many levels).
 */
export function depthOutline(curve: DepthCurve, side: DepthSide): DepthPoint[] {
  const steps = side === 'bid' ? curve.bids : curve.asks;
  const first = steps[0];
  if (!first) return [];
  const points: DepthPoint[] = [{ price: first.price, total: new Decimal(0) }];
  steps.forEach((step, index) => {
    const previous = steps[index - 1];
    if (previous) points.push({ price: step.price, total: previous.total });
    points.push({ price: step.price, total: step.total });
  });
  const last = steps.at(-1) as DepthStep;
  const edge = side === 'bid' ? curve.low : curve.high;
  if (!edge.equals(last.price)) points.push({ price: edge, total: last.total });
  return points;
}

export interface DepthLevel {
  side: DepthSide;
  step: DepthStep;
}

/**
 * What the chart shows under a price: on the bid side (at or below the best bid) the deepest bid
 * at or above the price, everything a seller would fill down to there; on the ask side the
 * deepest ask at or below it. Between the best bid and ask (the spread) there is none.
 */
export function depthAt(curve: DepthCurve, price: Decimal): DepthLevel | null {
  if (curve.bestBid && price.lessThanOrEqualTo(curve.bestBid)) {
    let found = curve.bids[0] as DepthStep;
    for (const step of curve.bids) {
      if (step.price.lessThan(price)) break;
      found = step;
    }
    return { side: 'bid', step: found };
  }
  if (curve.bestAsk && price.greaterThanOrEqualTo(curve.bestAsk)) {
    let found = curve.asks[0] as DepthStep;
    for (const step of curve.asks) {
      if (step.price.greaterThan(price)) break;
      found = step;
    }
    return { side: 'ask', step: found };
  }
  return null;
}

/** Every level from the lowest bid up to the highest ask: the order the arrow keys walk. */
export function depthLevels(curve: DepthCurve): DepthLevel[] {
  return [
    ...curve.bids.toReversed().map((step) => ({ side: 'bid' as const, step })),
    ...curve.asks.map((step) => ({ side: 'ask' as const, step })),
  ];
}

/**
 * Round ticks from 0 to at least `max` (1, 2 or 5 × a power of ten apart), about `count` of them
 * after zero, for the amount axis. The last tick is the top of the axis.
 */
export function amountTicks(max: Decimal, count = 4): Decimal[] {
  if (!max.isFinite() || max.lessThanOrEqualTo(0)) return [new Decimal(0)];
  const rough = max.dividedBy(count);
  const magnitude = new Decimal(10).pow(Decimal.log10(rough).floor());
  const normalized = rough.dividedBy(magnitude);
  const factor = normalized.lessThanOrEqualTo(1)
    ? 1
    : normalized.lessThanOrEqualTo(2)
      ? 2
      : normalized.lessThanOrEqualTo(5)
        ? 5
        : 10;
  const step = magnitude.times(factor);
  const ticks = [new Decimal(0)];
  while ((ticks.at(-1) as Decimal).lessThan(max)) ticks.push((ticks.at(-1) as Decimal).plus(step));
  return ticks;
}

/** `count` + 1 evenly spaced prices across the range, at the contract's decimals. */
export function priceTicks(curve: DepthCurve, priceScale: number, count = 4): Decimal[] {
  if (curve.mid === null) return [];
  const span = curve.high.minus(curve.low);
  return Array.from({ length: count + 1 }, (_, i) =>
    curve.low
      .plus(span.times(i).dividedBy(count))
      .toDecimalPlaces(Math.max(0, priceScale), Decimal.ROUND_HALF_UP),
  );
}
