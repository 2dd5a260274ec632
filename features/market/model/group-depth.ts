/**
 * Order book levels aggregated to a price step, as the book panel shows them: bids rounded down
 * and asks rounded up to the step (a level never looks better than it is), each side from the
 * best price outward with its running total, and the largest total for the depth bars' widths.
 */
import type { DepthLevel, Numeric } from '../api/schemas';
import { Decimal } from '@/lib/decimal';

export interface GroupedLevel {
  price: Decimal;
  quantity: Decimal;
  /** Quantity from the best price up to and including this level. */
  total: Decimal;
}

export interface GroupedDepth {
  /** Best (highest) first. */
  bids: GroupedLevel[];
  /** Best (lowest) first. */
  asks: GroupedLevel[];
  /** The largest running total of either side: a bar's width is total ÷ maxTotal. */
  maxTotal: Decimal;
  /** The largest single level of either side. */
  maxQuantity: Decimal;
}

export interface GroupDepthOptions {
  /** Keep at most this many grouped levels per side (before totals are summed). */
  levels?: number;
}

function positive(value: Numeric | undefined): Decimal | null {
  if (value === undefined || value === '') return null;
  try {
    const parsed = new Decimal(value);
    return parsed.isFinite() && parsed.greaterThan(0) ? parsed : null;
  } catch {
    return null;
  }
}

function groupSide(
  levels: readonly DepthLevel[] | undefined,
  step: Decimal | null,
  side: 'bid' | 'ask',
  limit: number,
): GroupedLevel[] {
  const byPrice = new Map<string, { price: Decimal; quantity: Decimal }>();
  for (const level of levels ?? []) {
    if (!Array.isArray(level)) continue;
    const price = positive(level[0]);
    const quantity = positive(level[1]);
    if (price === null || quantity === null) continue;
    const grouped =
      step === null
        ? price
        : price
            .dividedBy(step)
            .toDecimalPlaces(0, side === 'bid' ? Decimal.ROUND_FLOOR : Decimal.ROUND_CEIL)
            .times(step);
    // Asks rounded up can reach zero only if the price was zero, which is filtered above; bids
    // rounded down to zero are not a price anyone can trade at.
    if (grouped.isZero()) continue;
    const key = grouped.toString();
    const existing = byPrice.get(key);
    if (existing) existing.quantity = existing.quantity.plus(quantity);
    else byPrice.set(key, { price: grouped, quantity });
  }
  const sorted = [...byPrice.values()].sort((a, b) =>
    side === 'bid' ? b.price.comparedTo(a.price) : a.price.comparedTo(b.price),
  );
  let total = new Decimal(0);
  return sorted.slice(0, limit).map(({ price, quantity }) => {
    total = total.plus(quantity);
    return { price, quantity, total };
  });
}

/**
 * Groups a book snapshot to `step` (e.g. "0.5", "10"). A missing, zero or malformed step keeps
 * the levels as sent; malformed or empty levels are dropped.
 */
export function groupDepth(
  depth: { bids?: readonly DepthLevel[]; asks?: readonly DepthLevel[] } | null | undefined,
  step: Numeric | null | undefined,
  options: GroupDepthOptions = {},
): GroupedDepth {
  const stepDecimal = positive(step ?? undefined);
  const limit = options.levels ?? Number.POSITIVE_INFINITY;
  const bids = groupSide(depth?.bids, stepDecimal, 'bid', limit);
  const asks = groupSide(depth?.asks, stepDecimal, 'ask', limit);
  let maxTotal = new Decimal(0);
  let maxQuantity = new Decimal(0);
  for (const level of [...bids, ...asks]) {
    if (level.total.greaterThan(maxTotal)) maxTotal = level.total;
    if (level.quantity.greaterThan(maxQuantity)) maxQuantity = level.quantity;
  }
  return { bids, asks, maxTotal, maxQuantity };
}
