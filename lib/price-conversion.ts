import { Decimal, toDecimal, type DecimalInput } from './decimal';

/**
 * Price of one unit of `base` in `quote`, or undefined when that pair is not quoted.
 * Callers build it from the market data they hold (spot tickers, contract indicators).
 */
export type PairPriceLookup = (base: string, quote: string) => DecimalInput | null | undefined;

function usablePrice(value: DecimalInput | null | undefined): Decimal | null {
  if (value === null || value === undefined || value === '') return null;
  const price = toDecimal(value);
  return price.isFinite() && price.greaterThan(0) ? price : null;
}

/** Rate from→to using the pair itself or its inverse. */
function directRate(from: string, to: string, lookup: PairPriceLookup): Decimal | null {
  if (from === to) return new Decimal(1);
  const direct = usablePrice(lookup(from, to));
  if (direct) return direct;
  const inverse = usablePrice(lookup(to, from));
  return inverse ? new Decimal(1).dividedBy(inverse) : null;
}

export const CROSS_CURRENCIES = ['BTC', 'USDT'] as const;

/**
 * The rate to convert `from` into `to`: the direct pair (or its inverse) when quoted, otherwise
 * through BTC, otherwise through USDT. Null when no route exists.
 */
export function conversionRate(from: string, to: string, lookup: PairPriceLookup): Decimal | null {
  const a = from.toUpperCase();
  const b = to.toUpperCase();
  const direct = directRate(a, b, lookup);
  if (direct) return direct;
  for (const cross of CROSS_CURRENCIES) {
    if (cross === a || cross === b) continue;
    const first = directRate(a, cross, lookup);
    const second = first && directRate(cross, b, lookup);
    if (first && second) return first.times(second);
  }
  return null;
}

export function convertAmount(
  amount: DecimalInput,
  from: string,
  to: string,
  lookup: PairPriceLookup,
): Decimal | null {
  const rate = conversionRate(from, to, lookup);
  return rate ? toDecimal(amount).times(rate) : null;
}

/** A lookup over a plain "BASE/QUOTE" → price table. */
export function pairTableLookup(table: Readonly<Record<string, DecimalInput>>): PairPriceLookup {
  return (base, quote) => table[`${base}/${quote}`];
}
