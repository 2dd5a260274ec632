import { toDecimal, type Decimal, type DecimalInput } from '@/lib/decimal';

/**
 * The funding rate over a day: the interval's rate times the settlements in 24 hours (three of an
 * 8-hour interval, six of a 4-hour one), so contracts of different intervals compare. NaN when the
 * rate or the interval is missing.
 */
export function dailyFundingRate(
  rate: DecimalInput | null | undefined,
  intervalHours: number | undefined,
): Decimal {
  if (!intervalHours || intervalHours <= 0) return toDecimal(undefined, NaN);
  return toDecimal(rate, NaN).times(24).dividedBy(intervalHours);
}
