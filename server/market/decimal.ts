/**
 * The market's decimal helpers: quantising an external price to a tick, and a contract's price
 * grid. Stored and served amounts are decimal strings built from integers (ticks, lots, units at a
 * fixed scale); binary floats never reach them. Parsing and formatting are lib/contract's.
 */
import { decimalScale, formatFixed, parseScaled } from '../../lib/contract/fixed-point';

/**
 * Rounds a decimal string to the nearest multiple of `step` (half away from zero) and returns the
 * count of steps. Used to quantise an external feed's price to a contract's tick without floats.
 */
export function roundToSteps(value: string, step: string): bigint {
  const scale = Math.max(decimalScale(value), decimalScale(step));
  const units = parseScaled(value, scale);
  const stepUnits = parseScaled(step, scale);
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
  const scale = Math.max(priceScale, decimalScale(tickSize));
  return { scale, tickUnits: parseScaled(tickSize, scale) };
}

export function ticksToPrice(ticks: number | bigint, grid: TickGrid): string {
  return formatFixed(BigInt(ticks) * grid.tickUnits, grid.scale);
}

/** Quantises a float (simulator output only) to the nearest tick, never below one tick. */
export function floatToTicks(price: number, tickSize: number): number {
  return Math.max(1, Math.round(price / tickSize));
}
