import * as z from 'zod/mini';
import { LEDGER_KINDS } from '../ledger-kinds';
import {
  wireIdInput,
  wireIntQueryInput,
  wireTimeQueryInput,
  wireUsdtAmountInput,
} from './input-schemas';
import { wireAccountTypeSchema, wireBalanceSchema } from './match-schemas';
import {
  DEPOSIT_STATUSES,
  HISTORY_TYPES,
  isWalletNetwork,
  LEDGER_ACCOUNTS,
  PNL_RANGES,
  SECOND_FACTORS,
  ADDRESS_LABEL_MAX,
  ADDRESS_MAX_LENGTH,
  USDT_CURRENCY_ID,
  WALLET_NETWORKS,
  WITHDRAW_CODE,
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
/** What future/spotBalance answers: one row per currency. */
export const wireSpotBalanceListSchema = z.array(wireSpotBalanceSchema);

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

/**
 * What asset/demo/deposit answers: the amount credited, the spot balance after it and what the
 * day's limit still allows.
 */
export const wireInstantDemoDepositSchema = z.object({
  ok: z.literal(true),
  currencyId: id,
  amount: decimal,
  balance: decimal,
  remainingToday: decimal,
});

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

// ---- request bodies and queries ----
//
// What the v2 `asset/…` routes accept, with the server's answers to a bad field (`field: message`,
// code 1009). The server parses with these, adding only what it alone does (an amount into its
// integer units, refused at 0); the web client types and checks what it sends by them.

/** Epoch milliseconds in a query (`from`, `to`: inclusive). */
const timeQuery = z.optional(wireTimeQueryInput);

/** `page` (1 … 100 000, default 1) and `size` (1 … 100, default 20) of the wallet lists. */
const walletPageQuery = {
  page: z._default(wireIntQueryInput(1, 100_000), 1),
  size: z._default(wireIntQueryInput(1, 100), 20),
};

/** A currency id as a number or its digits, USDT (1) only; `refusal` words another id. */
function usdtIdInput(refusal: string) {
  return z.coerce.number().check(
    z.int(),
    z.refine((currencyId) => currencyId === USDT_CURRENCY_ID, refusal),
  );
}

/** A currency id as a number or its digits: USDT (1) is the only one. */
export const wireCurrencyIdInput = usdtIdInput('only USDT (currencyId 1) is supported');

/** A network in any case (read upper-cased): one of WALLET_NETWORKS. */
export const wireNetworkInput = z
  .string()
  .check(
    z.trim(),
    z.toUpperCase(),
    z.refine(isWalletNetwork, `must be one of ${WALLET_NETWORKS.join(', ')}`),
  );

/** asset/deposit/address and asset/withdraw/info: a network of a currency (USDT when absent). */
export const wireCoinNetworkInputSchema = z.object({
  currencyId: z._default(wireCurrencyIdInput, USDT_CURRENCY_ID),
  network: wireNetworkInput,
});

/** asset/deposit/demo: a simulated deposit of `amount` (the server also refuses 0). */
export const wireDemoDepositInputSchema = z.object({
  currencyId: wireCurrencyIdInput,
  network: wireNetworkInput,
  amount: wireUsdtAmountInput,
});

/**
 * asset/demo/deposit (the one-machine demo only, `DEMO_DEPOSIT=on`): test USDT straight into the
 * spot wallet. At most 9 whole digits, as a day allows 100 000 at most; the server also refuses 0
 * and more than the day's limit.
 */
export const wireInstantDemoDepositInputSchema = z.object({
  currencyId: usdtIdInput('only USDT (currencyId 1) can be deposited'),
  amount: z
    .string()
    .check(
      z.trim(),
      z.regex(/^\d{1,9}(\.\d{1,8})?$/, 'must be a positive decimal string with at most 8 decimals'),
    ),
});

/** asset/deposit/list. */
export const wireDepositListInputSchema = z.object({
  currencyId: z.optional(wireCurrencyIdInput),
  status: z.optional(z.enum(DEPOSIT_STATUSES)),
  from: timeQuery,
  to: timeQuery,
  ...walletPageQuery,
});

/** asset/withdraw/apply: `amount` includes the fee (the server also refuses 0). */
export const wireWithdrawApplyInputSchema = z.object({
  currencyId: wireCurrencyIdInput,
  network: wireNetworkInput,
  address: z.string().check(z.trim(), z.minLength(1), z.maxLength(ADDRESS_MAX_LENGTH)),
  amount: wireUsdtAmountInput,
  code: z.string().check(z.trim(), z.regex(WITHDRAW_CODE, 'must be the 6-digit code')),
});

/** asset/withdraw/list. */
export const wireWithdrawListInputSchema = z.object({
  currencyId: z.optional(wireCurrencyIdInput),
  status: z.optional(z.enum(WITHDRAW_STATUSES)),
  from: timeQuery,
  to: timeQuery,
  ...walletPageQuery,
});

/** The body of asset/withdraw/cancel and asset/withdraw/address/delete: the row's id. */
export const wireRowIdInputSchema = z.object({ id: wireIdInput });

/** The body of asset/withdraw/address/add (the route also takes the session's step-up token). */
export const wireAddressAddInputSchema = z.object({
  currencyId: wireCurrencyIdInput,
  network: wireNetworkInput,
  address: z.string().check(z.trim(), z.minLength(1), z.maxLength(ADDRESS_MAX_LENGTH)),
  label: z
    .string()
    .check(z.trim(), z.minLength(1, 'must not be empty'), z.maxLength(ADDRESS_LABEL_MAX)),
});

/** asset/history. */
export const wireAssetHistoryInputSchema = z.object({
  type: z.optional(z.enum(HISTORY_TYPES)),
  currencyId: z.optional(wireCurrencyIdInput),
  from: timeQuery,
  to: timeQuery,
  ...walletPageQuery,
});

/** asset/ledger: filtered by wallet, kind, contract and time. */
export const wireAccountLedgerInputSchema = z.object({
  account: z.optional(z.enum(LEDGER_ACCOUNTS)),
  kind: z.optional(z.enum(LEDGER_KINDS)),
  contractId: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1_000_000))),
  from: timeQuery,
  to: timeQuery,
  ...walletPageQuery,
});
