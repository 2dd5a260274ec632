/**
 * Funding: premium index from impact bid/ask against the index, time-weighted over the
 * interval, interest 0.01 % per 8 h, rate = premium + clamp(interest − premium, ±0.05 %), capped.
 * Settlement moves |size| × mark × rate from payers to receivers, netting to exactly zero.
 */
import type { TickFraction } from './risk';
import { notionalOf } from './risk';
import { RATE_SCALE, clampBig } from './fixed';

/** 0.01 % per 8 hours. */
export const INTEREST_PER_8H = 10_000n;
/** The interest − premium term is clamped to ±0.05 %. */
export const PREMIUM_CLAMP = 50_000n;

export function interestPerInterval(hours: number): bigint {
  return (INTEREST_PER_8H * BigInt(hours)) / 8n;
}

/** rate = premium + clamp(interest − premium, ±0.05 %), then clamp(floor, cap). */
export function fundingRateOf(
  premium: bigint,
  interest: bigint,
  cap: bigint,
  floor: bigint,
): bigint {
  return clampBig(
    premium + clampBig(interest - premium, -PREMIUM_CLAMP, PREMIUM_CLAMP),
    floor,
    cap,
  );
}

/**
 * Average price (ticks, exact fraction) to fill `impactNotional` against the given levels
 * (best first), or null when the book is too thin.
 */
export function impactPrice(
  levels: ReadonlyArray<readonly [number, number]>,
  impactNotional: bigint,
  valuePerLotTick: bigint,
): TickFraction | null {
  let lots = 0n;
  let left = impactNotional;
  for (const [price, qty] of levels) {
    const p = BigInt(price);
    const levelNotional = BigInt(qty) * p * valuePerLotTick;
    if (levelNotional >= left) {
      // ticks = impactNotional / (v × lots), with the last level's lots = left / (p·v).
      return { num: impactNotional * p, den: lots * p * valuePerLotTick + left };
    }
    lots += BigInt(qty);
    left -= levelNotional;
  }
  return null;
}

/** Premium index (RATE_SCALE) = (max(0, impact bid − index) − max(0, index − impact ask)) / index. */
export function premiumIndex(
  bid: TickFraction | null,
  ask: TickFraction | null,
  indexTicks: number,
): bigint {
  const idx = BigInt(indexTicks);
  if (idx <= 0n) return 0n;
  let num = 0n;
  let den = 1n;
  const add = (n: bigint, d: bigint): void => {
    num = num * d + n * den;
    den = den * d;
  };
  if (bid !== null && bid.num > idx * bid.den) add(bid.num - idx * bid.den, bid.den);
  if (ask !== null && ask.num < idx * ask.den) add(-(idx * ask.den - ask.num), ask.den);
  return (num * RATE_SCALE) / (den * idx);
}

/** Time-weighted average: the i-th sample (1-based) of the interval carries weight i. */
export function weightedPremium(samples: readonly bigint[]): bigint {
  let sum = 0n;
  let weights = 0n;
  samples.forEach((s, i) => {
    sum += s * BigInt(i + 1);
    weights += BigInt(i + 1);
  });
  return weights === 0n ? 0n : sum / weights;
}

export interface FundingLeg {
  /** Signed size in lots (long > 0). */
  size: number;
}

/**
 * Payment per leg (positive = the leg pays, negative = receives). Payers pay
 * ceil(|size| × mark × v × |rate|); the pool is shared by receivers in proportion to size with
 * the largest-remainder method (ties to the earlier leg), so the payments sum to exactly zero.
 */
export function fundingPayments(
  legs: readonly FundingLeg[],
  markTicks: number,
  valuePerLotTick: bigint,
  fundingRate: bigint,
): bigint[] {
  const out = legs.map(() => 0n);
  if (fundingRate === 0n) return out;
  const payerSign = fundingRate > 0n ? 1 : -1;
  const r = fundingRate > 0n ? fundingRate : -fundingRate;
  let pool = 0n;
  let receiverLots = 0n;
  legs.forEach((leg, i) => {
    if (Math.sign(leg.size) === payerSign) {
      const notional = notionalOf(Math.abs(leg.size), markTicks, valuePerLotTick);
      const pay = (notional * r + RATE_SCALE - 1n) / RATE_SCALE;
      out[i] = pay;
      pool += pay;
    } else if (leg.size !== 0) {
      receiverLots += BigInt(Math.abs(leg.size));
    }
  });
  if (receiverLots === 0n) return legs.map(() => 0n);
  let given = 0n;
  const remainders: Array<{ i: number; rem: bigint }> = [];
  legs.forEach((leg, i) => {
    if (leg.size === 0 || Math.sign(leg.size) === payerSign) return;
    const share = pool * BigInt(Math.abs(leg.size));
    const base = share / receiverLots;
    out[i] = -base;
    given += base;
    remainders.push({ i, rem: share % receiverLots });
  });
  remainders.sort((a, b) => (a.rem === b.rem ? a.i - b.i : a.rem > b.rem ? -1 : 1));
  for (let k = 0; given < pool; k++) {
    const entry = remainders[k % remainders.length];
    if (entry === undefined) break;
    out[entry.i] = (out[entry.i] ?? 0n) - 1n;
    given += 1n;
  }
  return out;
}

/**
 * Mark price helper for the caller (the engine takes mark as an input):
 * median(index × (1 + rate × time left / interval), index + moving-average basis, last price).
 */
export function markPriceOf(
  indexTicks: number,
  basisAverageTicks: number,
  lastTicks: number,
  fundingRate: bigint,
  msLeft: number,
  intervalMs: number,
): number {
  const p1 = Number(
    (BigInt(indexTicks) * (RATE_SCALE * BigInt(intervalMs) + fundingRate * BigInt(msLeft))) /
      (RATE_SCALE * BigInt(intervalMs)),
  );
  const p2 = indexTicks + basisAverageTicks;
  const sorted = [p1, p2, lastTicks].sort((a, b) => a - b);
  return sorted[1] as number;
}
