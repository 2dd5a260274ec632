import { Decimal, toDecimal } from '@/lib/decimal';
import type { Numeric } from '@/features/realtime';

export type AddressError = 'addressRequired' | 'addressInvalid';
export type WithdrawAmountError = 'amountRequired' | 'belowMinimum' | 'overAvailable';

/** The network's address pattern, or null when the server's pattern does not compile. */
function patternOf(source: string): RegExp | null {
  try {
    return new RegExp(source);
  } catch {
    return null;
  }
}

/** Whether an address fits the network's format (asset/coin/list `addressRegex`). */
export function addressError(
  address: string,
  addressRegex: string,
  attempted: boolean,
): AddressError | null {
  const text = address.trim();
  if (text === '') return attempted ? 'addressRequired' : null;
  const pattern = patternOf(addressRegex);
  return pattern === null || pattern.test(text) ? null : 'addressInvalid';
}

/**
 * Whether an amount may be withdrawn: at least the network's minimum, at most `maxAmount` (the
 * available balance: the amount leaves the wallet and the fee is taken from it). Compared in
 * decimal.js.
 */
export function withdrawAmountError(input: {
  amount: string;
  minAmount: Numeric;
  maxAmount: Numeric;
  attempted: boolean;
}): WithdrawAmountError | null {
  const text = input.amount.trim();
  const value = toDecimal(text, NaN);
  if (text === '' || value.isNaN() || !value.greaterThan(0)) {
    return input.attempted ? 'amountRequired' : null;
  }
  if (value.greaterThan(toDecimal(input.maxAmount))) return 'overAvailable';
  if (value.lessThan(toDecimal(input.minAmount))) return input.attempted ? 'belowMinimum' : null;
  return null;
}

/** What reaches the address: the amount less the fee, never below zero. */
export function receiveAmountOf(amount: string, fee: Numeric): Decimal {
  const value = toDecimal(amount, 0);
  return Decimal.max(value.minus(toDecimal(fee)), 0);
}

/** Amounts at or above the threshold wait for an operator's approval. */
export function needsApproval(amount: string, threshold: Numeric | null | undefined): boolean {
  if (threshold === null || threshold === undefined) return false;
  const value = toDecimal(amount, NaN);
  return !value.isNaN() && value.greaterThan(0) && value.greaterThanOrEqualTo(toDecimal(threshold));
}

/** Whether the 24 h withdrawal block is still on at `now`. */
export function isBlocked(blockedUntil: number | null | undefined, now: number): boolean {
  return typeof blockedUntil === 'number' && blockedUntil > now;
}
