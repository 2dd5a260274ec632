import DecimalJs from 'decimal.js';

/** decimal.js configured as the spec requires: 20 significant digits, rounding down. */
export const Decimal = DecimalJs.clone({ precision: 20, rounding: DecimalJs.ROUND_DOWN });
export type Decimal = InstanceType<typeof Decimal>;
export type DecimalInput = string | number | Decimal | DecimalJs;

/** Parses a value into a Decimal; blank, null or non-numeric input becomes `fallback`. */
export function toDecimal(
  value: DecimalInput | null | undefined,
  fallback: DecimalInput = 0,
): Decimal {
  if (value === null || value === undefined || value === '') return new Decimal(fallback);
  try {
    const parsed = new Decimal(value);
    return parsed.isNaN() ? new Decimal(fallback) : parsed;
  } catch {
    return new Decimal(fallback);
  }
}

/** Cuts a value to `decimals` places, always towards zero (never rounds a balance up). */
export function roundDown(value: DecimalInput | null | undefined, decimals: number): Decimal {
  return toDecimal(value).toDecimalPlaces(Math.max(0, decimals), Decimal.ROUND_DOWN);
}

/** `a × b`, `a ÷ b` and friends on decimal strings; a zero divisor gives zero, not Infinity. */
export function multiply(a: DecimalInput, b: DecimalInput): Decimal {
  return toDecimal(a).times(toDecimal(b));
}

export function divide(a: DecimalInput, b: DecimalInput): Decimal {
  const divisor = toDecimal(b);
  return divisor.isZero() ? new Decimal(0) : toDecimal(a).dividedBy(divisor);
}

export function add(a: DecimalInput, b: DecimalInput): Decimal {
  return toDecimal(a).plus(toDecimal(b));
}

export function subtract(a: DecimalInput, b: DecimalInput): Decimal {
  return toDecimal(a).minus(toDecimal(b));
}

/**
 * Amount precision of a contract from the exponent of its contract size:
 * 0.001 → 3 decimals, 1 → 0, 100000 → 0.
 */
export function amountPrecisionFromContractSize(contractSize: DecimalInput): number {
  const size = toDecimal(contractSize);
  if (size.isZero()) return 0;
  return Math.max(0, -size.e);
}
