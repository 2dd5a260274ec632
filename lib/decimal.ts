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

/** Plain notation, whatever the magnitude: `1e-7` would be unreadable in a price or an input. */
export function toPlainString(value: DecimalInput | null | undefined): string {
  return toDecimal(value).toFixed();
}

/** Number of decimals a step such as a tick or lot size allows ("0.05" → 2, "10" → 0). */
export function decimalsOf(value: DecimalInput): number {
  return toDecimal(value).decimalPlaces();
}

export interface DecimalTextRule {
  /** Maximum decimals; omit for any. */
  precision?: number | undefined;
  allowNegative?: boolean | undefined;
}

/**
 * Whether `text` may stand in a numeric input while being typed (the spec: optional minus,
 * digits, one decimal point, a limited number of decimals). Unfinished values such as "", "-",
 * "." and "12." are allowed, because a user passes through them on the way to "12.5".
 */
export function isDecimalText(text: string, rule: DecimalTextRule = {}): boolean {
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match) return false;
  const [, minus = '', , fraction] = match;
  if (minus && !rule.allowNegative) return false;
  // With precision 0 even a bare "12." is refused: the contract takes whole units only.
  if (fraction !== undefined && rule.precision !== undefined) {
    return rule.precision > 0 && fraction.length <= rule.precision;
  }
  return true;
}

export interface StepOptions {
  /** Tick or lot size; the result lands on a multiple of it. */
  step: DecimalInput;
  /** How many steps to move: 1 / -1 for an arrow key, ±10 with Shift. */
  steps: number;
  min?: DecimalInput | undefined;
  max?: DecimalInput | undefined;
  /** Maximum decimals of the result (the contract's precision). */
  precision?: number | undefined;
}

/**
 * Moves `value` by whole steps and snaps it to the step grid: from an off-grid 0.123 with step
 * 0.01, up gives 0.13 and down 0.12 (the nearest grid point in that direction), as an exchange
 * ticket does. The result is clamped to [min, max] and returned as a plain decimal string.
 */
export function stepDecimal(value: DecimalInput | null | undefined, options: StepOptions): string {
  const step = toDecimal(options.step).abs();
  const current = toDecimal(value);
  let next: Decimal;
  if (step.isZero() || options.steps === 0) {
    next = current;
  } else {
    const grid = current.dividedBy(step);
    const onGrid = grid.isInteger();
    const base = options.steps > 0 ? grid.ceil() : grid.floor();
    // Off the grid, the first step only reaches the nearest grid point in that direction.
    const moved = onGrid
      ? base.plus(options.steps)
      : base.plus(options.steps - Math.sign(options.steps));
    next = moved.times(step);
  }
  if (options.min !== undefined && options.min !== '' && next.lessThan(toDecimal(options.min))) {
    next = toDecimal(options.min);
  }
  if (options.max !== undefined && options.max !== '' && next.greaterThan(toDecimal(options.max))) {
    next = toDecimal(options.max);
  }
  if (options.precision !== undefined) {
    next = next.toDecimalPlaces(Math.max(0, options.precision), Decimal.ROUND_DOWN);
  }
  return next.isZero() ? '0' : next.toFixed();
}
