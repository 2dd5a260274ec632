/**
 * Exact arithmetic on the decimal strings the services answer with (never through binary floats):
 * the few sums and products Binance's shapes carry that this server's do not (a fill's quote value,
 * an order's cumulative quote, a position's notional).
 */

import { decimalParts, formatScaled } from '../../../lib/contract/fixed-point';

interface Scaled {
  units: bigint;
  scale: number;
}

function parse(text: string): Scaled {
  const { units, decimals } = decimalParts(text.trim());
  return { units, scale: decimals };
}

function format(value: Scaled): string {
  return formatScaled(value.units, value.scale);
}

function align(a: Scaled, scale: number): bigint {
  return a.units * 10n ** BigInt(scale - a.scale);
}

export function mulText(a: string, b: string): string {
  const x = parse(a);
  const y = parse(b);
  return format({ units: x.units * y.units, scale: x.scale + y.scale });
}

export function addText(a: string, b: string): string {
  const x = parse(a);
  const y = parse(b);
  const scale = Math.max(x.scale, y.scale);
  return format({ units: align(x, scale) + align(y, scale), scale });
}

export function subText(a: string, b: string): string {
  return addText(a, negText(b));
}

function negText(a: string): string {
  const x = parse(a);
  return format({ units: -x.units, scale: x.scale });
}

/** a ÷ b cut (toward zero) to `decimals` digits; "0" when b is 0. */
export function divText(a: string, b: string, decimals: number): string {
  const x = parse(a);
  const y = parse(b);
  if (y.units === 0n) return '0';
  // x/y = (xu / 10^xs) / (yu / 10^ys) = xu × 10^(ys − xs) / yu
  const shift = decimals + y.scale - x.scale;
  const numerator = shift >= 0 ? x.units * 10n ** BigInt(shift) : x.units / 10n ** BigInt(-shift);
  return format({ units: numerator / y.units, scale: decimals });
}

export function signOf(a: string): -1 | 0 | 1 {
  const units = parse(a).units;
  return units < 0n ? -1 : units > 0n ? 1 : 0;
}

export function absText(a: string): string {
  return signOf(a) < 0 ? negText(a) : format(parse(a));
}
