import { Decimal, toDecimal } from '@/lib/decimal';

/** The retracement levels drawn, as TradingView and the exchanges draw them. */
export const FIBONACCI_LEVELS = ['0', '0.236', '0.382', '0.5', '0.618', '0.786', '1'] as const;

export interface FibonacciLevel {
  level: (typeof FIBONACCI_LEVELS)[number];
  /** Decimal string with the contract's decimals. */
  price: string;
}

/**
 * The levels of a retracement drawn from `from` (level 1) to `to` (level 0): each level is the
 * share of the move given back from `to`, `to + (from − to) × level`, in decimals.
 */
export function fibonacciLevels(from: string, to: string, priceScale: number): FibonacciLevel[] {
  const start = toDecimal(from);
  const end = toDecimal(to);
  const move = start.minus(end);
  return FIBONACCI_LEVELS.map((level) => ({
    level,
    price: end
      .plus(move.times(level))
      .toDecimalPlaces(Math.max(0, priceScale), Decimal.ROUND_HALF_UP)
      .toFixed(Math.max(0, priceScale)),
  }));
}
