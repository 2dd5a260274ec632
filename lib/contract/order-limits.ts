/**
 * The largest order a contract takes, per order type, the way Binance's `LOT_SIZE` (limit and
 * conditional orders) and `MARKET_LOT_SIZE` (market orders) filters state it. The figures are
 * written per contract in the reference data; this module checks that they make sense against
 * the contract's risk tiers, so a maximum no position could ever reach (issue 33: one million
 * BTC, above the top tier's ≈ 5 000 BTC) cannot be configured: loading it throws.
 */
import { decimalParts } from './fixed-point';

export interface OrderMaximaInput {
  /** Named in the error. */
  name: string;
  /** Base quantity of one lot; the maxima are whole multiples of it. */
  contractSize: string;
  minOrderLots: number;
  /** Largest limit or conditional order, in the base asset. */
  maxOrderQuantity: string;
  /** Largest market order, in the base asset. */
  maxMarketOrderQuantity: string;
  riskLimits: readonly { maxNotional: string }[];
  /** The price the maxima are valued at (the contract's reference price). */
  seedPrice: string;
}

/**
 * At the reference price the largest limit order may be worth at most this share (1 / n) of the
 * top tier's notional: the price can double and one such order still fits inside the tiers.
 */
export const TOP_TIER_HEADROOM = 2n;

/** `value` as a whole number of `unit`s, or null when it is not one (or not a decimal). */
function wholeMultiple(value: string, unit: string): bigint | null {
  try {
    const v = decimalParts(value);
    const u = decimalParts(unit);
    const decimals = Math.max(v.decimals, u.decimals);
    const scaledValue = v.units * 10n ** BigInt(decimals - v.decimals);
    const scaledUnit = u.units * 10n ** BigInt(decimals - u.decimals);
    if (scaledUnit <= 0n || scaledValue % scaledUnit !== 0n) return null;
    return scaledValue / scaledUnit;
  } catch {
    return null;
  }
}

/** Is quantity × price ≤ cap ÷ headroom? Exact: every figure is an integer over a power of ten. */
function fitsWithHeadroom(quantity: string, price: string, cap: string): boolean {
  const q = decimalParts(quantity);
  const p = decimalParts(price);
  const c = decimalParts(cap);
  const value = q.units * p.units * 10n ** BigInt(c.decimals) * TOP_TIER_HEADROOM;
  return value <= c.units * 10n ** BigInt(q.decimals + p.decimals);
}

/** What is wrong with the contract's order maxima; empty when nothing is. */
export function orderMaximaProblems(contract: OrderMaximaInput): string[] {
  const problems: string[] = [];
  const limitLots = wholeMultiple(contract.maxOrderQuantity, contract.contractSize);
  const marketLots = wholeMultiple(contract.maxMarketOrderQuantity, contract.contractSize);
  const min = BigInt(contract.minOrderLots);
  const largest = BigInt(Number.MAX_SAFE_INTEGER);
  for (const [field, lots] of [
    ['maxOrderQuantity', limitLots],
    ['maxMarketOrderQuantity', marketLots],
  ] as const) {
    if (lots === null) {
      problems.push(`${field} ${contract[field]} is not a multiple of ${contract.contractSize}`);
    } else if (lots < min || lots > largest) {
      problems.push(`${field} ${contract[field]} is below the minimum order or out of range`);
    }
  }
  if (limitLots !== null && marketLots !== null && marketLots > limitLots) {
    problems.push(
      `maxMarketOrderQuantity ${contract.maxMarketOrderQuantity} is above maxOrderQuantity ${contract.maxOrderQuantity}`,
    );
  }
  const top = contract.riskLimits.reduce<string | null>(
    (max, tier) => (max === null || compare(tier.maxNotional, max) > 0 ? tier.maxNotional : max),
    null,
  );
  if (top === null) problems.push('no risk tiers');
  else if (
    limitLots !== null &&
    !fitsWithHeadroom(contract.maxOrderQuantity, contract.seedPrice, top)
  ) {
    problems.push(
      `maxOrderQuantity ${contract.maxOrderQuantity} at ${contract.seedPrice} is worth more than 1/${TOP_TIER_HEADROOM} of the top risk tier (${top})`,
    );
  }
  return problems;
}

/** Compares two non-negative decimal strings exactly. */
function compare(a: string, b: string): number {
  const x = decimalParts(a);
  const y = decimalParts(b);
  const left = x.units * 10n ** BigInt(y.decimals);
  const right = y.units * 10n ** BigInt(x.decimals);
  return left === right ? 0 : left > right ? 1 : -1;
}

/** Throws, naming the contract and every problem, unless its order maxima make sense. */
export function assertOrderMaxima(contract: OrderMaximaInput): void {
  const problems = orderMaximaProblems(contract);
  if (problems.length > 0) {
    throw new Error(`${contract.name}: implausible order maxima: ${problems.join('; ')}`);
  }
}
