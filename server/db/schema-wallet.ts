import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Spot wallet bookkeeping that is not money itself (the engine journal holds the balances).
 * `demo_deposit_days`: how much test money each user credited per UTC day, so the demo deposit's
 * daily limit holds across restarts and processes.
 */
export const demoDepositDays = pgTable(
  'demo_deposit_days',
  {
    userId: integer('user_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    /** USDT in the engine's minor units (1e-8). */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/**
 * Deposits, withdrawals and the wallet history (issue 16). Amounts are USDT in the engine's minor
 * units (1e-8) as bigint; times are epoch milliseconds. The engine journal stays the source of
 * truth for balances: these rows say what was reported and asked, and which engine reference
 * (`deposit:<id>`, `withdraw:<id>`, `withdraw-refund:<id>`) moved the money.
 */

/** One deposit address per user and network, created on first ask and never changed. */
export const depositAddresses = pgTable(
  'deposit_addresses',
  {
    userId: integer('user_id').notNull(),
    network: text('network').notNull(),
    address: text('address').notNull(),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.network] }),
    uniqueIndex('deposit_addresses_address_key').on(t.network, t.address),
  ],
);

/**
 * Incoming transfers to users' deposit addresses. `pending` → `crediting` (confirmations reached,
 * claimed by one conditional update) → `credited` (the engine deposit with reference
 * `deposit:<id>` is durable). A row left in `crediting` is credited again with the same reference
 * at start and by the periodic sweep; the engine answers a repeated reference as a no-op.
 */
export const deposits = pgTable(
  'deposits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    currencyId: integer('currency_id').notNull(),
    network: text('network').notNull(),
    address: text('address').notNull(),
    txId: text('tx_id').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    confirmations: integer('confirmations').notNull(),
    requiredConfirmations: integer('required_confirmations').notNull(),
    status: text('status').notNull(),
    /** Which deposit source reported it (`demo`, or the operator's watcher's name). */
    source: text('source').notNull(),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
    updatedAt: bigint('updated_at', { mode: 'number' }).notNull(),
    creditedAt: bigint('credited_at', { mode: 'number' }),
  },
  (t) => [
    uniqueIndex('deposits_tx_key').on(t.network, t.txId),
    index('deposits_user_idx').on(t.userId, t.id),
    index('deposits_status_idx').on(t.status),
  ],
);

/**
 * Withdrawals. `freezing` (hidden: the row exists, the engine freeze `withdraw:<id>` may not) →
 * `requested` → `processing` → `completed`, or `cancelled` (by the user while requested) /
 * `rejected` (by the operator or the processor), or `failed` (hidden: the freeze was refused).
 * `refund_state` `pending` → `done` tracks the engine refund `withdraw-refund:<id>` of a cancelled
 * or rejected one.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    currencyId: integer('currency_id').notNull(),
    network: text('network').notNull(),
    address: text('address').notNull(),
    /** What leaves the wallet; the address receives amount − fee. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    fee: bigint('fee', { mode: 'bigint' }).notNull(),
    status: text('status').notNull(),
    needsApproval: boolean('needs_approval').notNull(),
    approvedAt: bigint('approved_at', { mode: 'number' }),
    txId: text('tx_id'),
    reason: text('reason'),
    refundState: text('refund_state'),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
    updatedAt: bigint('updated_at', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('withdrawals_user_idx').on(t.userId, t.id),
    index('withdrawals_status_idx').on(t.status),
  ],
);

/** Saved withdrawal addresses. */
export const withdrawAddresses = pgTable(
  'withdraw_addresses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    currencyId: integer('currency_id').notNull(),
    network: text('network').notNull(),
    address: text('address').notNull(),
    label: text('label').notNull(),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
  },
  (t) => [uniqueIndex('withdraw_addresses_key').on(t.userId, t.network, t.address)],
);

/**
 * Money moved between a user's own wallets (`transfer`) and trial fund / voucher grants (`bonus`),
 * projected from the engine's commands (one row per command, keyed by its journal sequence, so
 * the catch-up after a crash writes each once).
 */
export const walletLedger = pgTable(
  'wallet_ledger',
  {
    engineSeq: bigint('engine_seq', { mode: 'bigint' }).primaryKey(),
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    kind: text('kind').notNull(),
    /** `spot` or a futures account type (1, 10, 11, 30); null for a grant's source. */
    fromWallet: text('from_wallet'),
    toWallet: text('to_wallet').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    time: bigint('time', { mode: 'number' }).notNull(),
  },
  (t) => [index('wallet_ledger_user_time').on(t.userId, t.time)],
);

/**
 * Every change of every wallet balance (the engine's `ledger` events), with the balance after it:
 * trade fees, realized PnL, funding, liquidation, transfers, deposits, withdrawals, trial fund
 * grants, reclaims and profit moves, referral commissions. Keyed by journal sequence and the row's
 * place in the command, so the catch-up after a crash writes each once. Money in 1e-8 USDT.
 */
export const accountLedger = pgTable(
  'account_ledger',
  {
    engineSeq: bigint('engine_seq', { mode: 'bigint' }).notNull(),
    n: integer('n').notNull(),
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    /** `spot` or a futures account type (1, 10, 11, 30). */
    account: text('account').notNull(),
    kind: text('kind').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    balance: bigint('balance', { mode: 'bigint' }).notNull(),
    contractId: integer('contract_id'),
    orderId: bigint('order_id', { mode: 'bigint' }),
    /** The other wallet of a transfer or a trial fund profit move. */
    peer: text('peer'),
    time: bigint('time', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.engineSeq, t.n] }),
    index('account_ledger_user_time').on(t.userId, t.time),
  ],
);
