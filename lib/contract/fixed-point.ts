/**
 * Fixed-point helpers. Money is a `bigint` count of minor units (1 unit = 1e-8 USDT); rates are
 * `bigint` fractions scaled by 1e8 (0.0005 → 50_000n). Ticks and lots are plain integer numbers.
 * Every division names its rounding direction so the call site says who it favours.
 */

export const MONEY_DECIMALS = 8;
export const MONEY_SCALE = 100_000_000n;
export const RATE_DECIMALS = 8;
export const RATE_SCALE = 100_000_000n;

/** Parses a non-negative or negative decimal string into an integer scaled by 10^decimals; throws if it does not fit exactly. */
export function parseScaled(text: string, decimals: number): bigint {
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (m === null) throw new Error(`not a decimal: ${text}`);
  const sign = m[1] === '-' ? -1n : 1n;
  const intPart = m[2] ?? '0';
  const frac = (m[3] ?? '').replace(/0+$/, '');
  if (frac.length > decimals) throw new Error(`${text} has more than ${decimals} decimals`);
  return sign * BigInt(intPart + frac.padEnd(decimals, '0'));
}

/** Formats a scaled integer at its full scale, trailing zeros kept (970001n, 1 → "97000.1"; -50n, 2 → "-0.50"). */
export function formatFixed(value: bigint | number, decimals: number): string {
  const units = typeof value === 'bigint' ? value : BigInt(value);
  const neg = units < 0n;
  const digits = (neg ? -units : units).toString().padStart(decimals + 1, '0');
  const int = digits.slice(0, digits.length - decimals);
  return `${neg ? '-' : ''}${int}${decimals > 0 ? `.${digits.slice(digits.length - decimals)}` : ''}`;
}

/** Formats a scaled integer as a decimal string without trailing zeros. */
export function formatScaled(value: bigint, decimals: number): string {
  const fixed = formatFixed(value, decimals);
  return decimals > 0 ? fixed.replace(/\.?0+$/, '') : fixed;
}

/** USDT decimal string → minor units. */
export function usdt(text: string): bigint {
  return parseScaled(text, MONEY_DECIMALS);
}

export function formatUsdt(value: bigint): string {
  return formatScaled(value, MONEY_DECIMALS);
}

/** Decimal rate string ("0.0005") → rate units. */
export function rate(text: string): bigint {
  return parseScaled(text, RATE_DECIMALS);
}

/** Floor division for bigint (rounds toward −∞). */
export function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return a % b !== 0n && a < 0n !== b < 0n ? q - 1n : q;
}

/** Ceiling division for bigint (rounds toward +∞). */
export function ceilDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return a % b !== 0n && a < 0n === b < 0n ? q + 1n : q;
}

export function absBig(a: bigint): bigint {
  return a < 0n ? -a : a;
}

export function clampBig(v: bigint, lo: bigint, hi: bigint): bigint {
  return v < lo ? lo : v > hi ? hi : v;
}

/** A decimal string as an integer count of its last decimal place ("0.010" → 1 at 2 decimals). */
export function decimalParts(text: string): { units: bigint; decimals: number } {
  const frac = /\.(\d+)$/.exec(text)?.[1]?.replace(/0+$/, '') ?? '';
  return { units: parseScaled(text, frac.length), decimals: frac.length };
}

/** Decimal places a decimal string carries, trailing zeros aside ("0.001" → 3, "1.500" → 1, "10" → 0). */
export function decimalScale(text: string): number {
  return decimalParts(text).decimals;
}

/** Money units per lot per tick; throws when it is not an exact integer. */
export function valuePerLotTick(contractSize: string, tickSize: string): bigint {
  const cs = decimalParts(contractSize);
  const tick = decimalParts(tickSize);
  const num = cs.units * tick.units * MONEY_SCALE;
  const den = 10n ** BigInt(cs.decimals + tick.decimals);
  if (num % den !== 0n) throw new Error('contractSize × tickSize is finer than one money unit');
  return num / den;
}
