/**
 * The scaled order: N limit orders spread between two prices, placed as one all-or-none batch
 * (`future/order/placeBatch`). Prices are evenly spaced on the tick grid, sizes are whole lots
 * summing exactly to the total.
 *
 * Order of the orders: the first is the one nearest the market (a buy's upper price, a sell's
 * lower price), the last the one furthest from it. The distribution reads in that order:
 * - `equal`: the same size each (the remainder lots go to the last order);
 * - `increasing`: sizes grow as prices move away from the market (a buy buys more at its lower
 *   prices, a sell sells more at its higher prices) in the weights 1, 2, …, N;
 * - `decreasing`: the reverse, the most nearest the market (weights N, …, 1).
 * Whole lots are shared by floor(total × weight / Σ weights); the lots left over go to the
 * order with the largest weight (the last for `equal` and `increasing`, the first for
 * `decreasing`), so the sum is exact and the same input always gives the same orders.
 *
 * Errors are message keys under `ScaledOrder.errors`, with the values their words name.
 */
import { ORDER_BATCH_MAX, ORDER_BATCH_MIN } from '@/lib/contract/order-batch';
import { Decimal } from '@/lib/decimal';
import { decimalOrNull, positiveOrNull, type ContractTerms } from './contract-terms';
import { orderMinimumAt } from './order-minimum';

export const SCALED_DISTRIBUTIONS = ['equal', 'increasing', 'decreasing'] as const;
export type ScaledDistribution = (typeof SCALED_DISTRIBUTIONS)[number];

export const SCALED_ORDER_COUNT = { min: ORDER_BATCH_MIN, max: ORDER_BATCH_MAX } as const;

export interface ScaledOrderInput {
  /** The book side: a buy rests below the market, a sell above it. */
  side: 'buy' | 'sell';
  lowerPrice: string;
  upperPrice: string;
  /** Number of orders, 2–20. */
  count: string | number;
  distribution: ScaledDistribution;
  /** Total quantity in the base asset. */
  totalQuantity: string;
  /** A reduce-only batch is not held to the minimum order value (as the engine). */
  reduceOnly?: boolean;
}

export interface ScaledOrderLeg {
  /** Price and quantity as decimal strings on the contract's grids, as the API takes them. */
  price: string;
  quantity: string;
}

export const SCALED_ERRORS = [
  'priceRequired',
  'priceOffTick',
  'priceOrder',
  'countRange',
  'quantityRequired',
  'quantityOffLot',
  'rangeTooNarrow',
  'belowMinimumQuantity',
  'belowMinimumValue',
] as const;
export type ScaledErrorName = (typeof SCALED_ERRORS)[number];

export interface ScaledError {
  name: ScaledErrorName;
  /** Message key, e.g. `ScaledOrder.errors.belowMinimumValue`. */
  key: string;
  values: Record<string, string | number>;
}

export type ScaledOrderPlan =
  { ok: true; orders: ScaledOrderLeg[]; total: string } | { ok: false; error: ScaledError };

function refuse(name: ScaledErrorName, values: Record<string, string | number> = {}) {
  return { ok: false as const, error: { name, key: `ScaledOrder.errors.${name}`, values } };
}

/** Whole multiples of `step` in `value`, or null when it is off the grid. */
function onGrid(value: Decimal, step: Decimal): Decimal | null {
  const units = value.dividedBy(step);
  return units.isInteger() ? units : null;
}

/** The weights of the orders, first (nearest the market) to last. */
function weightsOf(distribution: ScaledDistribution, n: number): number[] {
  return Array.from({ length: n }, (_, i) =>
    distribution === 'equal' ? 1 : distribution === 'increasing' ? i + 1 : n - i,
  );
}

/** Whole lots per order summing exactly to `total` (see the file's comment for the rule). */
export function spreadLots(total: Decimal, distribution: ScaledDistribution, n: number): Decimal[] {
  const weights = weightsOf(distribution, n);
  const sum = weights.reduce((a, b) => a + b, 0);
  const lots = weights.map((w) => total.times(w).dividedToIntegerBy(sum));
  const left = lots.reduce((a, b) => a.minus(b), total);
  const heaviest = distribution === 'decreasing' ? 0 : n - 1;
  lots[heaviest] = (lots[heaviest] ?? new Decimal(0)).plus(left);
  return lots;
}

/** N tick-grid prices from the end nearest the market to the other, evenly spaced (rounded to the tick). */
export function spreadPrices(
  lowerTicks: Decimal,
  upperTicks: Decimal,
  n: number,
  side: 'buy' | 'sell',
): Decimal[] {
  const span = upperTicks.minus(lowerTicks);
  const ascending = Array.from({ length: n }, (_, i) =>
    lowerTicks.plus(
      span
        .times(i)
        .dividedBy(n - 1)
        .toDecimalPlaces(0, Decimal.ROUND_HALF_UP),
    ),
  );
  return side === 'buy' ? ascending.reverse() : ascending;
}

/** The batch a scaled order places, or the first thing wrong with it. */
export function planScaledOrder(contract: ContractTerms, input: ScaledOrderInput): ScaledOrderPlan {
  const tick = positiveOrNull(contract.tickSize);
  const lot = positiveOrNull(contract.contractSize);
  if (tick === null || lot === null) return refuse('priceRequired');
  const lower = positiveOrNull(input.lowerPrice);
  const upper = positiveOrNull(input.upperPrice);
  if (lower === null || upper === null) return refuse('priceRequired');
  const lowerTicks = onGrid(lower, tick);
  const upperTicks = onGrid(upper, tick);
  if (lowerTicks === null || upperTicks === null)
    return refuse('priceOffTick', { tick: tick.toString() });
  if (!lower.lessThan(upper)) return refuse('priceOrder');
  const count = decimalOrNull(input.count);
  if (
    count === null ||
    !count.isInteger() ||
    count.lessThan(SCALED_ORDER_COUNT.min) ||
    count.greaterThan(SCALED_ORDER_COUNT.max)
  )
    return refuse('countRange', SCALED_ORDER_COUNT);
  const n = count.toNumber();
  if (upperTicks.minus(lowerTicks).lessThan(n - 1))
    return refuse('rangeTooNarrow', { count: n, tick: tick.toString() });
  const total = positiveOrNull(input.totalQuantity);
  if (total === null) return refuse('quantityRequired');
  const totalLots = onGrid(total, lot);
  if (totalLots === null) return refuse('quantityOffLot', { lot: lot.toString() });
  const prices = spreadPrices(lowerTicks, upperTicks, n, input.side).map((t) => t.times(tick));
  const lots = spreadLots(totalLots, input.distribution, n);
  const orders: ScaledOrderLeg[] = [];
  for (let i = 0; i < n; i++) {
    const price = prices[i] ?? new Decimal(0);
    const size = lots[i] ?? new Decimal(0);
    const minimum = orderMinimumAt(contract, price, input.reduceOnly === true);
    if (size.lessThan(minimum.minLots))
      return refuse('belowMinimumQuantity', {
        order: i + 1,
        min: minimum.minLots.times(lot).toString(),
      });
    if (minimum.minValue !== null && size.times(lot).times(price).lessThan(minimum.minValue))
      return refuse('belowMinimumValue', { order: i + 1, min: minimum.minValue.toString() });
    orders.push({ price: price.toString(), quantity: size.times(lot).toString() });
  }
  return { ok: true, orders, total: total.toString() };
}
