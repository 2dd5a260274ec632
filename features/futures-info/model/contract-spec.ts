import { toDecimal } from '@/lib/decimal';
import { formatNumber } from '@/lib/format';

/** The fields of a risk tier the table needs (the wire's `RiskTier`). */
export interface TierInput {
  tier: number;
  minNotional: string;
  maxNotional: string;
  maxLeverage: number;
  maintenanceMarginRate: string;
  maintenanceAmount: string;
}

/**
 * Places after the point a rate (a fraction) needs as a percentage to be shown exactly, and at
 * least `min`: 0.004 → 0.40 % (2), 0.0065 → 0.65 %, 0.00005 → 0.005 % (3).
 */
export function percentDecimals(rate: string, min = 2): number {
  const percent = toDecimal(rate, 0).times(100);
  return Math.max(min, percent.decimalPlaces());
}

/** The places that show every rate of a column exactly, so the column lines up. */
export function columnPercentDecimals(rates: readonly string[], min = 2): number {
  return rates.reduce((most, rate) => Math.max(most, percentDecimals(rate, min)), min);
}

/**
 * The tiers from the smallest positions up, by upper bound compared as decimals ("250000" after
 * "50000"), whatever order the wire had.
 */
export function tierRows<T extends TierInput>(tiers: readonly T[]): T[] {
  return [...tiers].sort((a, b) => toDecimal(a.maxNotional).comparedTo(toDecimal(b.maxNotional)));
}

/** A tier's position values in the locale's figures: "0 – 50,000", "50,000 – 250,000". */
export function formatValueRange(from: string, to: string, locale: string): string {
  const figure = (value: string) => formatNumber(value, locale, { trimZeros: true });
  return `${figure(from)} – ${figure(to)}`;
}
