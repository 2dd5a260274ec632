import { toDecimal, type Decimal } from '@/lib/decimal';
import type { WalletId } from '../types';

export type TransferError = 'sameWallet' | 'amountRequired' | 'amountPositive' | 'insufficient';

export interface TransferCheck {
  from: WalletId;
  to: WalletId;
  /** The amount as typed (decimal text, possibly empty). */
  amount: string;
  /**
   * What may leave `from` now; null while the balances are not known (the first read, or again
   * after a reconnect dropped them): the server judges the amount then, never a missing balance.
   */
  available: Decimal | null;
  /** The user pressed Transfer once: an empty amount is then an error, not a blank form. */
  attempted: boolean;
}

/** Why a transfer cannot go as entered, or null when it can (compared in decimal.js). */
export function transferError({
  from,
  to,
  amount,
  available,
  attempted,
}: TransferCheck): TransferError | null {
  if (from === to) return 'sameWallet';
  const text = amount.trim();
  if (text === '' || text === '.') return attempted ? 'amountRequired' : null;
  const value = toDecimal(text, NaN);
  if (value.isNaN()) return attempted ? 'amountRequired' : null;
  if (!value.greaterThan(0)) return attempted ? 'amountPositive' : null;
  if (available !== null && value.greaterThan(available)) return 'insufficient';
  return null;
}
