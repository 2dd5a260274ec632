/**
 * The accounts the order panel trades (spec §3 account types): the futures (main) account and
 * the bonus (trial fund) account. The follow account (11) is driven by copy trading and the
 * grants account (30) holds vouchers not yet used, so the panel never places orders in them.
 */
export const FUTURES_ACCOUNT = 1;
export const BONUS_ACCOUNT = 10;
export type TradingAccountType = typeof FUTURES_ACCOUNT | typeof BONUS_ACCOUNT;

/** The bonus account's rules (spec §4): cross margin and one-way mode only. */
export function isBonusAccount(accountType: number): boolean {
  return accountType === BONUS_ACCOUNT || accountType === 30;
}

/** The account a label names a position or an order by: null for the main account. */
export function accountLabelOf(accountType: number): 'bonus' | 'follow' | 'grants' | null {
  if (accountType === BONUS_ACCOUNT) return 'bonus';
  if (accountType === 11) return 'follow';
  if (accountType === 30) return 'grants';
  return null;
}
