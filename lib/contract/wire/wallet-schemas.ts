import * as z from 'zod/mini';
import { LEDGER_KINDS } from '../ledger-kinds';
import { wireAccountTypeSchema, wireBalanceSchema } from './match-schemas';
import {
  DEPOSIT_STATUSES,
  HISTORY_TYPES,
  PNL_RANGES,
  SECOND_FACTORS,
  ADDRESS_LABEL_MAX,
  ADDRESS_MAX_LENGTH,
  WITHDRAW_STATUSES,
} from './wallet';

/**
 * The zod schemas of the wallet's answers: the spot balance, transfers and the PnL summary of the
 * futures API, and the deposit, withdrawal, address book, asset history and ledger answers of the
 * v2 `asset/…` routes; the types inferred from them are in ./wallet. The server's wallet services
 * are typed by these, the web client's wallet feature parses the answers with them (loaded with
 * the request), and the API tests check them strictly. Money is a decimal string, times epoch ms.
 */

const decimal = z.string().check(z.regex(/^-?\d+(\.\d+)?$/));
const id = z.number().check(z.int(), z.positive());
const count = z.number().check(z.int(), z.nonnegative());
const epochMs = z.number().check(z.int(), z.nonnegative());
const accountType = wireAccountTypeSchema;
/** The spot wallet or a futures account type. */
const walletRef = z.union([z.literal('spot'), accountType]);

/** A page of a newest-first list with its total (page numbers start at 1). */
export function wirePageOf<Row extends z.ZodMiniType>(row: Row) {
  return z.object({ list: z.array(row), total: count, page: id, size: id });
}

// ---- balances and transfers (the futures API) ----

/** future/spotBalance: real = the balance, trade = what may be used (never below 0), frozen. */
export const wireSpotBalanceSchema = z.object({
  currencyId: id,
  real: decimal,
  trade: decimal,
  frozen: decimal,
});

/** What future/transfer answers: the wallets it touched, as the 3002 frames show them. */
export const wireTransferAnswerSchema = z.object({
  from: walletRef,
  to: walletRef,
  currencyId: id,
  amount: decimal,
  balances: z.array(wireBalanceSchema),
});

/** Realized PnL, fees paid (maker rebates negative), funding received and their net. */
export const wirePnlFiguresSchema = z.object({
  realizedPnl: decimal,
  fees: decimal,
  funding: decimal,
  net: decimal,
});

/** future/pnl/history: every UTC day of the range (newest first) and the range's totals. */
export const wirePnlSummarySchema = z.object({
  range: z.enum(PNL_RANGES),
  /** The first day's start and the day after the last's start. */
  from: epochMs,
  to: epochMs,
  list: z.array(z.extend(wirePnlFiguresSchema, { day: epochMs })),
  total: wirePnlFiguresSchema,
});

// ---- currencies and networks ----

export const wireNetworkSchema = z.object({
  network: z.string(),
  name: z.string(),
  depositEnabled: z.boolean(),
  withdrawEnabled: z.boolean(),
  minDeposit: decimal,
  /** Confirmations a deposit needs before it is credited. */
  confirmations: count,
  minWithdraw: decimal,
  withdrawFee: decimal,
  /** JavaScript-compatible pattern an address of the network matches. */
  addressRegex: z.string(),
  addressExample: z.string(),
});

/** asset/coin/list. */
export const wireCoinSchema = z.object({
  currencyId: id,
  currency: z.string(),
  networks: z.array(wireNetworkSchema),
});
export const wireCoinListSchema = z.array(wireCoinSchema);

// ---- deposits ----

/** asset/deposit/address. */
export const wireDepositAddressSchema = z.object({
  currencyId: id,
  network: z.string(),
  address: z.string(),
});

/** A deposit (asset/deposit/list, asset/deposit/demo). */
export const wireDepositSchema = z.object({
  id,
  currencyId: id,
  network: z.string(),
  address: z.string(),
  txId: z.string(),
  amount: decimal,
  /** Never above requiredConfirmations. */
  confirmations: count,
  requiredConfirmations: count,
  status: z.enum(DEPOSIT_STATUSES),
  createdAt: epochMs,
  creditedAt: z.nullable(epochMs),
});
export const wireDepositPageSchema = wirePageOf(wireDepositSchema);

// ---- withdrawals ----

/** asset/withdraw/info: what a withdrawal on a network may be now. */
export const wireWithdrawInfoSchema = z.object({
  currencyId: id,
  network: z.string(),
  /** Whether a processor handles withdrawals on this network now. */
  enabled: z.boolean(),
  /** The spot wallet: what may be withdrawn. */
  available: decimal,
  fee: decimal,
  minAmount: decimal,
  /** The most that may leave: the whole available balance (the amount includes the fee). */
  maxAmount: decimal,
  /** The 24 h block after a password change or reset on a new device: its end, else null. */
  blockedUntil: z.nullable(epochMs),
  secondFactor: z.enum(SECOND_FACTORS),
  /** Amounts at or above this wait for an operator. */
  approvalThreshold: decimal,
});

/** asset/withdraw/sendCode: where the code went and when another may be asked. */
export const wireSendCodeAnswerSchema = z.object({
  channel: z.enum(['email', 'sms']),
  resendAfterSeconds: count,
});

/** A withdrawal (asset/withdraw/list, apply, cancel); the address receives amount − fee. */
export const wireWithdrawalSchema = z.object({
  id,
  currencyId: id,
  network: z.string(),
  address: z.string(),
  amount: decimal,
  fee: decimal,
  receiveAmount: decimal,
  status: z.enum(WITHDRAW_STATUSES),
  txId: z.nullable(z.string()),
  needsApproval: z.boolean(),
  /** Why an operator or the processor rejected it. */
  reason: z.nullable(z.string()),
  createdAt: epochMs,
  updatedAt: epochMs,
});
export const wireWithdrawalPageSchema = wirePageOf(wireWithdrawalSchema);

/** A saved withdrawal address (asset/withdraw/address/list and add). */
export const wireSavedAddressSchema = z.object({
  id,
  currencyId: id,
  network: z.string(),
  address: z.string(),
  label: z.string(),
  createdAt: epochMs,
});
export const wireSavedAddressListSchema = z.array(wireSavedAddressSchema);

/** The body of asset/withdraw/cancel and asset/withdraw/address/delete: the row's id. */
export const wireRowIdInputSchema = z.object({ id });

/** The body of asset/withdraw/address/add (the route also takes the session's step-up token). */
export const wireAddressAddInputSchema = z.object({
  currencyId: id,
  network: z.string().check(z.minLength(1)),
  address: z.string().check(z.trim(), z.minLength(1), z.maxLength(ADDRESS_MAX_LENGTH)),
  label: z.string().check(z.trim(), z.minLength(1), z.maxLength(ADDRESS_LABEL_MAX)),
});

/** asset/withdraw/address/delete. */
export const wireAddressDeletedSchema = z.object({ deleted: z.literal(true), id });

// ---- asset history ----

/** One way money entered or left the user's wallets (asset/history). */
export const wireHistoryRowSchema = z.object({
  /** `<type>:<the row's own key>`: unique across the types. */
  id: z.string(),
  type: z.enum(HISTORY_TYPES),
  currencyId: id,
  /** Signed: + into the user's wallets, − out. */
  amount: decimal,
  fee: z.nullable(decimal),
  /** A deposit's, a withdrawal's, or "completed". */
  status: z.enum([...DEPOSIT_STATUSES, ...WITHDRAW_STATUSES]),
  /** Only what the row's type has. */
  detail: z.object({
    network: z.optional(z.string()),
    address: z.optional(z.string()),
    txId: z.optional(z.string()),
    from: z.optional(walletRef),
    to: z.optional(walletRef),
    contractId: z.optional(id),
    accountType: z.optional(accountType),
  }),
  time: epochMs,
});
export const wireHistoryPageSchema = wirePageOf(wireHistoryRowSchema);

// ---- the account ledger ----

/** Every change of a wallet balance with the balance after it (asset/ledger). */
export const wireLedgerRowSchema = z.object({
  /** `<journal sequence>-<row in the command>`: unique and stable across restarts. */
  id: z.string().check(z.regex(/^\d+-\d+$/)),
  account: walletRef,
  kind: z.enum(LEDGER_KINDS),
  /** Signed: a fee or a loss is negative. */
  amount: decimal,
  /** The wallet's balance after this change (cash plus isolated margins). */
  balance: decimal,
  contractId: z.nullable(id),
  orderId: z.nullable(z.string().check(z.regex(/^\d+$/))),
  /** The other wallet of a transfer or of a trial fund's profit move. */
  peer: z.nullable(walletRef),
  time: epochMs,
});

/** A ledger page with each kind's signed sum over the whole filter (every page). */
export const wireLedgerPageSchema = z.extend(wirePageOf(wireLedgerRowSchema), {
  totals: z.partialRecord(z.enum(LEDGER_KINDS), decimal),
});
