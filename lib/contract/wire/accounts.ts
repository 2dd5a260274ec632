/**
 * The futures account types of the spec (§3): 1 futures (principal), 10 bonus (trial fund),
 * 11 follow (copy trading), 30 grants (bonus voucher). The engine keeps one margin account of
 * each type per user; the wallet pages list them and transfers name them.
 */
export const ACCOUNT_TYPE = { Principal: 1, Trial: 10, Follow: 11, Voucher: 30 } as const;
export type AccountType = (typeof ACCOUNT_TYPE)[keyof typeof ACCOUNT_TYPE];
export const ACCOUNT_TYPES: readonly AccountType[] = [1, 10, 11, 30];

export function isAccountType(value: unknown): value is AccountType {
  return (ACCOUNT_TYPES as readonly unknown[]).includes(value);
}

/** A stored account type read back (the server stores only these): any other number stops. */
export function accountTypeOf(value: number): AccountType {
  if (!isAccountType(value)) throw new Error(`account type ${value} is not one of 1, 10, 11, 30`);
  return value;
}
