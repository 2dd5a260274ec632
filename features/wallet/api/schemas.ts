import { z } from 'zod';
import { wireAccountSchema, wireBalanceSchema } from '@/lib/contract/wire/match-schemas';

/**
 * The wallet feature's wire schemas: the balances it reads from the futures API and the deposit,
 * withdrawal and asset-history API of the v2 base (/tmp contract: "Wallet API contract").
 * Loose objects: a field the server adds later is kept, never a reason to fail.
 */

const id = z.union([z.number(), z.string()]).transform(String);

const DECIMAL_TEXT = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;

/**
 * Money as decimal text (a JSON number is turned into its text), never a binary float: the UI
 * computes with decimal.js. (lib/schemas/decimal is the same rule in zod/mini.)
 */
const decimalStringSchema = z
  .union([z.string(), z.number()])
  .refine(
    (value) =>
      typeof value === 'number' ? Number.isFinite(value) : DECIMAL_TEXT.test(value.trim()),
    {
      message: 'Expected a decimal number',
    },
  )
  .transform((value) => (typeof value === 'number' ? String(value) : value.trim()));

// ---- balances (futures API) ----

/** future/spotBalance: real = available, trade = available floored at 0, frozen. */
export const spotBalanceSchema = z.looseObject({
  currencyId: z.number().int(),
  real: decimalStringSchema,
  trade: decimalStringSchema,
  frozen: decimalStringSchema,
});
export type SpotBalance = z.infer<typeof spotBalanceSchema>;

/**
 * future/accounts: each futures account with its USDT asset and open positions (the contract's
 * row, lib/contract/wire/match-schemas, built by the server's `accountsWire`).
 */
export const futuresAccountSchema = wireAccountSchema;
export type FuturesAccount = z.infer<typeof futuresAccountSchema>;

export const walletSnapshotSchemas = {
  spot: z.array(spotBalanceSchema),
  accounts: z.array(futuresAccountSchema),
};

/** future/pnl/history: realized PnL, fees and funding per UTC day, with their totals. */
export const pnlSummarySchema = z.looseObject({
  range: z.string(),
  total: z.looseObject({
    realizedPnl: decimalStringSchema,
    fees: decimalStringSchema,
    funding: decimalStringSchema,
    net: decimalStringSchema,
  }),
});
export type PnlSummary = z.infer<typeof pnlSummarySchema>;

/** What future/transfer answers: the wallets it touched, as the 3002 frames show them. */
export const transferAnswerSchema = z.looseObject({
  from: z.union([z.string(), z.number()]),
  to: z.union([z.string(), z.number()]),
  currencyId: z.number(),
  amount: decimalStringSchema,
  /** The contract's 3002 rows (lib/contract/wire/match-schemas). */
  balances: z.array(wireBalanceSchema),
});
export type TransferAnswer = z.infer<typeof transferAnswerSchema>;

// ---- reference: currencies and networks ----

export const networkSchema = z.looseObject({
  network: z.string(),
  name: z.string(),
  depositEnabled: z.boolean(),
  withdrawEnabled: z.boolean(),
  minDeposit: decimalStringSchema,
  /** Confirmations a deposit needs before it is credited. */
  confirmations: z.number().int(),
  minWithdraw: decimalStringSchema,
  withdrawFee: decimalStringSchema,
  /** JavaScript-compatible pattern an address of the network matches. */
  addressRegex: z.string(),
  addressExample: z.string(),
});
export type CoinNetwork = z.infer<typeof networkSchema>;

export const coinSchema = z.looseObject({
  currencyId: z.number().int(),
  currency: z.string(),
  networks: z.array(networkSchema),
});
export type Coin = z.infer<typeof coinSchema>;
export const coinListSchema = z.array(coinSchema);

// ---- deposits ----

export const depositAddressSchema = z.looseObject({
  currencyId: z.number().int(),
  network: z.string(),
  address: z.string(),
});
export type DepositAddress = z.infer<typeof depositAddressSchema>;

export const DEPOSIT_STATUSES = ['pending', 'credited'] as const;

export const depositSchema = z.looseObject({
  id,
  currencyId: z.number().int(),
  network: z.string(),
  address: z.string(),
  txId: z.string().nullable().optional(),
  amount: decimalStringSchema,
  confirmations: z.number().int(),
  requiredConfirmations: z.number().int(),
  status: z.string(),
  createdAt: z.number(),
  creditedAt: z.number().nullable().optional(),
});
export type Deposit = z.infer<typeof depositSchema>;

/** A page of a newest-first list with its total (page numbers start at 1). */
const pageOf = <T extends z.ZodType>(row: T) =>
  z.looseObject({
    list: z.array(row),
    total: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
  });

export const depositPageSchema = pageOf(depositSchema);
export type DepositPage = z.infer<typeof depositPageSchema>;

// ---- withdrawals ----

export const SECOND_FACTORS = ['google', 'email', 'sms'] as const;
export type SecondFactor = (typeof SECOND_FACTORS)[number];

export const withdrawInfoSchema = z.looseObject({
  /** The spot wallet: what may be withdrawn. */
  available: decimalStringSchema,
  fee: decimalStringSchema,
  minAmount: decimalStringSchema,
  /** The most that may leave: the whole available balance (the amount includes the fee). */
  maxAmount: decimalStringSchema,
  /** The 24 h block after a password change or reset on a new device: its end, else null. */
  blockedUntil: z.number().nullable(),
  secondFactor: z.enum(SECOND_FACTORS),
  /** Amounts at or above this wait for an operator. */
  approvalThreshold: decimalStringSchema.nullable().optional(),
  /** Whether a processor handles withdrawals on this network now. */
  enabled: z.boolean().optional(),
});
export type WithdrawInfo = z.infer<typeof withdrawInfoSchema>;

export const sendCodeAnswerSchema = z.looseObject({
  channel: z.enum(['email', 'sms']),
  resendAfterSeconds: z.number(),
});
export type SendCodeAnswer = z.infer<typeof sendCodeAnswerSchema>;

export const WITHDRAW_STATUSES = [
  'requested',
  'processing',
  'completed',
  'cancelled',
  'rejected',
] as const;

export const withdrawalSchema = z.looseObject({
  id,
  currencyId: z.number().int(),
  network: z.string(),
  address: z.string(),
  amount: decimalStringSchema,
  fee: decimalStringSchema,
  receiveAmount: decimalStringSchema,
  status: z.string(),
  txId: z.string().nullable().optional(),
  needsApproval: z.boolean().optional(),
  /** Why an operator or the processor rejected it. */
  reason: z.string().nullable().optional(),
  createdAt: z.number(),
  updatedAt: z.number().optional(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;
export const withdrawalPageSchema = pageOf(withdrawalSchema);
export type WithdrawalPage = z.infer<typeof withdrawalPageSchema>;

export const savedAddressSchema = z.looseObject({
  id,
  currencyId: z.number().int(),
  network: z.string(),
  address: z.string(),
  label: z.string(),
  createdAt: z.number().optional(),
});
export type SavedAddress = z.infer<typeof savedAddressSchema>;
export const savedAddressListSchema = z.array(savedAddressSchema);

// ---- asset history ----

export const HISTORY_TYPES = ['deposit', 'withdraw', 'transfer', 'funding', 'bonus'] as const;
export type HistoryType = (typeof HISTORY_TYPES)[number];

export const historyRowSchema = z.looseObject({
  id,
  type: z.string(),
  currencyId: z.number().int(),
  /** Signed: + into the user's wallets, − out. */
  amount: decimalStringSchema,
  fee: decimalStringSchema.nullable().optional(),
  status: z.string(),
  detail: z
    .looseObject({
      network: z.string().optional(),
      address: z.string().optional(),
      txId: z.string().nullable().optional(),
      from: z.union([z.string(), z.number()]).optional(),
      to: z.union([z.string(), z.number()]).optional(),
      contractId: z.number().optional(),
      accountType: z.number().optional(),
    })
    .nullable()
    .optional(),
  time: z.number(),
});
export type HistoryRow = z.infer<typeof historyRowSchema>;
export const historyPageSchema = pageOf(historyRowSchema);
export type HistoryPage = z.infer<typeof historyPageSchema>;

// ---- account ledger ----

export { LEDGER_KINDS, type LedgerKind } from '@/lib/contract/ledger-kinds';

/** The spot wallet, or a futures account type. */
const ledgerWallet = z.union([z.literal('spot'), z.number().int()]);

export const ledgerRowSchema = z.looseObject({
  id,
  account: ledgerWallet,
  kind: z.string(),
  /** Signed: a fee or a loss is negative. */
  amount: decimalStringSchema,
  /** The wallet's balance after this change (cash plus isolated margins). */
  balance: decimalStringSchema,
  contractId: z.number().int().nullable().optional(),
  orderId: id.nullable().optional(),
  /** The other wallet of a transfer or of a trial fund's profit move. */
  peer: ledgerWallet.nullable().optional(),
  time: z.number(),
});
export type LedgerRow = z.infer<typeof ledgerRowSchema>;

export const ledgerPageSchema = pageOf(ledgerRowSchema).extend({
  /** Each kind's signed sum over the whole filter (every page), by kind. */
  totals: z.record(z.string(), decimalStringSchema).default({}),
});
export type LedgerPage = z.infer<typeof ledgerPageSchema>;
