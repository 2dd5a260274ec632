/**
 * Exact decimal helpers for prices and quantities. Stored and served amounts are decimal strings
 * built from integers (ticks, lots, units at a fixed scale); binary floats never reach them.
 */

const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

/** Number of fraction digits a decimal string carries ("0.001" → 3, "10" → 0). */
export function scaleOf(value: string): number {
  const match = DECIMAL.exec(value);
  if (!match) throw new Error(`not a decimal: ${value}`);
  return match[3]?.replace(/0+$/, '').length ?? 0;
}

/** The decimal string as an integer count of 10^-scale units; rejects values finer than the scale. */
export function toUnits(value: string, scale: number): bigint {
  const match = DECIMAL.exec(value);
  if (!match) throw new Error(`not a decimal: ${value}`);
  const fraction = (match[3] ?? '').replace(/0+$/, '');
  if (fraction.length > scale) throw new Error(`${value} has more than ${scale} decimals`);
  const units = BigInt(`${match[2]}${fraction.padEnd(scale, '0')}`);
  return match[1] ? -units : units;
}

/** An integer count of 10^-scale units as a fixed-scale decimal string (970001n, 1 → "97000.1"). */
export function formatUnits(units: bigint | number, scale: number): string {
  const value = typeof units === 'bigint' ? units : BigInt(units);
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = scale > 0 ? `.${digits.slice(digits.length - scale)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/**
 * Rounds a decimal string to the nearest multiple of `step` (half away from zero) and returns the
 * count of steps. Used to quantise an external feed's price to a contract's tick without floats.
 */
export function roundToSteps(value: string, step: string): bigint {
  const scale = Math.max(scaleOf(value), scaleOf(step));
  const units = toUnits(value, scale);
  const stepUnits = toUnits(step, scale);
  if (stepUnits <= 0n) throw new Error(`step must be positive: ${step}`);
  const negative = units < 0n;
  const abs = negative ? -units : units;
  const steps = (abs + stepUnits / 2n) / stepUnits;
  return negative ? -steps : steps;
}

/** A price grid: integer ticks ↔ decimal strings at the contract's price scale. */
export interface TickGrid {
  scale: number;
  tickUnits: bigint;
}

export function tickGrid(tickSize: string, priceScale: number): TickGrid {
  const scale = Math.max(priceScale, scaleOf(tickSize));
  return { scale, tickUnits: toUnits(tickSize, scale) };
}

export function ticksToPrice(ticks: number | bigint, grid: TickGrid): string {
  return formatUnits(BigInt(ticks) * grid.tickUnits, grid.scale);
}

/** Quantises a float (simulator output only) to the nearest tick, never below one tick. */
export function floatToTicks(price: number, tickSize: number): number {
  return Math.max(1, Math.round(price / tickSize));
}
