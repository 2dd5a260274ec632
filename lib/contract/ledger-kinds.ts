/**
 * Why a wallet balance changed: one ledger row each. The engine emits them, the server lists
 * them, the app names them: one list for all three.
 */
export const LEDGER_KINDS = [
  'deposit',
  'withdraw',
  'transfer',
  'fee',
  'realizedPnl',
  'funding',
  'insuranceCover',
  'liquidationClearance',
  'bonusGrant',
  'bonusReclaim',
  'bonusProfit',
  'referralCommission',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
