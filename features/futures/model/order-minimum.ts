/**
 * The smallest order a contract takes at a price. Two limits apply at once: a minimum quantity
 * (in contracts) and a minimum order value (in the quote asset); at a low price the value needs
 * more contracts than the quantity minimum, and that is the one a user runs into.
 */
import { Decimal } from '@/lib/decimal';
import { minOrderLots, positiveOrNull, type ContractTerms } from './contract-terms';

export interface OrderMinimum {
  /** Minimum order quantity in contracts. */
  minLots: Decimal;
  /** Minimum order value in the quote asset; null where the contract has none. */
  minValue: Decimal | null;
  /** The price the binding minimum is worked out at; null when no price is known. */
  price: Decimal | null;
  /** Contracts the minimum value needs at `price`, rounded up to whole contracts. */
  valueLots: Decimal | null;
  /** Which limit decides the smallest order at `price` (the quantity one on a tie). */
  binding: 'quantity' | 'value';
  /** The smallest order in contracts at `price`: the larger of both. */
  lots: Decimal;
}

/** `reducing`: a reduce-only or closing order, which the engine does not hold to the value. */
export function orderMinimumAt(
  contract: ContractTerms,
  price: unknown,
  reducing = false,
): OrderMinimum {
  const minLots = minOrderLots(contract);
  const minValue = reducing ? null : positiveOrNull(contract.minOrderValue);
  const at = positiveOrNull(price);
  const size = positiveOrNull(contract.contractSize);
  const valueLots =
    minValue === null || at === null || size === null
      ? null
      : minValue.dividedBy(at.times(size)).toDecimalPlaces(0, Decimal.ROUND_UP);
  const binding = valueLots !== null && valueLots.greaterThan(minLots) ? 'value' : 'quantity';
  return {
    minLots,
    minValue,
    price: at,
    valueLots,
    binding,
    lots: binding === 'value' && valueLots !== null ? valueLots : minLots,
  };
}
