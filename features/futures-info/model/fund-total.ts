import { Decimal, toDecimal } from '@/lib/decimal';

export interface FundTotal {
  /** Sum of the balances known, as plain decimal text. */
  total: string;
  /** How many balances went into it. */
  counted: number;
  /** How many contracts had no balance (not loaded, or none yet). */
  missing: number;
}

const DECIMAL_TEXT = /^[-+]?(\d+\.?\d*|\.\d+)$/;

/**
 * The insurance funds of all contracts together, added with decimal.js so that 0.1 + 0.2 is 0.3
 * and a balance never passes through a binary float. A missing or unreadable balance is not
 * counted as zero: it is reported as missing, so the page can say the total leaves it out.
 */
export function sumBalances(balances: readonly (string | null | undefined)[]): FundTotal {
  let total = new Decimal(0);
  let counted = 0;
  for (const balance of balances) {
    if (typeof balance !== 'string' || !DECIMAL_TEXT.test(balance.trim())) continue;
    total = total.plus(toDecimal(balance.trim()));
    counted += 1;
  }
  return { total: total.toFixed(), counted, missing: balances.length - counted };
}
