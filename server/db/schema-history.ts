import {
  bigint,
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
} from 'drizzle-orm/pg-core';

/**
 * The queryable history read model. The engine's journal and snapshots are the source of truth
 * for money; these tables are projections of engine events, written in batches. Every row carries
 * the journal sequence that produced it (`engine_seq`) so a replay can skip what is already there.
 * Amounts are numeric (exact decimals); times are epoch milliseconds.
 */

const ms = (name: string) => bigint(name, { mode: 'number' });
const id = (name: string) => bigint(name, { mode: 'bigint' });

export const orderHistory = pgTable(
  'order_history',
  {
    orderId: id('order_id').primaryKey(),
    userId: id('user_id').notNull(),
    /** Account type: 1 future, 10 bonus, 11 follow, 30 grants. */
    accountType: smallint('account_type').notNull(),
    contractId: integer('contract_id').notNull(),
    positionId: id('position_id'),
    /** 1 open long, 2 open short, 3 close long, 4 close short. */
    side: smallint('side').notNull(),
    /** 1 limit, 2 stop limit, 3 market, 4 stop market. */
    orderType: smallint('order_type').notNull(),
    /** 0..8 as in the spec's order status list. */
    status: smallint('status').notNull(),
    price: numeric('price'),
    triggerPrice: numeric('trigger_price'),
    quantity: numeric('quantity').notNull(),
    filledQuantity: numeric('filled_quantity').notNull(),
    averageFillPrice: numeric('average_fill_price'),
    fee: numeric('fee').notNull(),
    reduceOnly: boolean('reduce_only').notNull(),
    takeProfitPrice: numeric('take_profit_price'),
    stopLossPrice: numeric('stop_loss_price'),
    createdAt: ms('created_at').notNull(),
    updatedAt: ms('updated_at').notNull(),
    engineSeq: id('engine_seq').notNull(),
  },
  (t) => [index('order_history_user_time').on(t.userId, t.createdAt)],
);

export const tradeHistory = pgTable(
  'trade_history',
  {
    tradeId: id('trade_id').primaryKey(),
    contractId: integer('contract_id').notNull(),
    price: numeric('price').notNull(),
    quantity: numeric('quantity').notNull(),
    /** Side of the taker: 1 buy, 2 sell. */
    takerSide: smallint('taker_side').notNull(),
    makerOrderId: id('maker_order_id').notNull(),
    takerOrderId: id('taker_order_id').notNull(),
    makerUserId: id('maker_user_id').notNull(),
    takerUserId: id('taker_user_id').notNull(),
    makerFee: numeric('maker_fee').notNull(),
    takerFee: numeric('taker_fee').notNull(),
    time: ms('time').notNull(),
    engineSeq: id('engine_seq').notNull(),
  },
  (t) => [
    index('trade_history_contract_time').on(t.contractId, t.time),
    index('trade_history_maker_user').on(t.makerUserId, t.time),
    index('trade_history_taker_user').on(t.takerUserId, t.time),
  ],
);

export const positionHistory = pgTable(
  'position_history',
  {
    positionId: id('position_id').primaryKey(),
    userId: id('user_id').notNull(),
    accountType: smallint('account_type').notNull(),
    contractId: integer('contract_id').notNull(),
    /** 1 long, 2 short. */
    direction: smallint('direction').notNull(),
    isolated: boolean('isolated').notNull(),
    leverage: integer('leverage').notNull(),
    averageEntryPrice: numeric('average_entry_price').notNull(),
    openedQuantity: numeric('opened_quantity').notNull(),
    /** Quantity-weighted price of the fills that reduced the position (null until one did). */
    averageClosePrice: numeric('average_close_price'),
    closedQuantity: numeric('closed_quantity').notNull(),
    /**
     * The projection's exact integers (null on rows written before migration 0002): lots opened
     * and closed, Σ lots × fill price in ticks of each, and the remaining signed cost in engine money
     * units. A restart continues from them, so the averages stay exact across processes.
     */
    openedLots: bigint('opened_lots', { mode: 'number' }),
    openedLotTicks: numeric('opened_lot_ticks'),
    closedLots: bigint('closed_lots', { mode: 'number' }),
    closedLotTicks: numeric('closed_lot_ticks'),
    remainingCost: numeric('remaining_cost'),
    realizedPnl: numeric('realized_pnl').notNull(),
    fundingPaid: numeric('funding_paid').notNull(),
    feesPaid: numeric('fees_paid').notNull(),
    openedAt: ms('opened_at').notNull(),
    lastClosedAt: ms('last_closed_at'),
    engineSeq: id('engine_seq').notNull(),
  },
  (t) => [index('position_history_user_time').on(t.userId, t.openedAt)],
);

/** One row per contract and funding time: the rate that was settled. */
export const fundingRateHistory = pgTable(
  'funding_rate_history',
  {
    contractId: integer('contract_id').notNull(),
    fundingTime: ms('funding_time').notNull(),
    fundingRate: numeric('funding_rate').notNull(),
    markPrice: numeric('mark_price').notNull(),
    intervalHours: smallint('interval_hours').notNull(),
    engineSeq: id('engine_seq').notNull(),
  },
  (t) => [primaryKey({ columns: [t.contractId, t.fundingTime] })],
);

/** One row per position and funding time: what the holder paid (negative) or received. */
export const fundingPayments = pgTable(
  'funding_payments',
  {
    positionId: id('position_id').notNull(),
    fundingTime: ms('funding_time').notNull(),
    userId: id('user_id').notNull(),
    contractId: integer('contract_id').notNull(),
    positionQuantity: numeric('position_quantity').notNull(),
    amount: numeric('amount').notNull(),
    engineSeq: id('engine_seq').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.positionId, t.fundingTime] }),
    index('funding_payments_user_time').on(t.userId, t.fundingTime),
  ],
);

export const liquidationHistory = pgTable(
  'liquidation_history',
  {
    liquidationId: id('liquidation_id').primaryKey(),
    userId: id('user_id').notNull(),
    positionId: id('position_id').notNull(),
    contractId: integer('contract_id').notNull(),
    /** Liquidate, Bankrupt, Self-trade or ADL, as the spec's liquidation record names them. */
    kind: text('kind', { enum: ['liquidate', 'bankrupt', 'self_trade', 'adl'] }).notNull(),
    direction: smallint('direction').notNull(),
    isolated: boolean('isolated').notNull(),
    triggerPrice: numeric('trigger_price').notNull(),
    bankruptcyPrice: numeric('bankruptcy_price').notNull(),
    entryPrice: numeric('entry_price').notNull(),
    filledQuantity: numeric('filled_quantity').notNull(),
    positionQuantity: numeric('position_quantity').notNull(),
    positionEquity: numeric('position_equity').notNull(),
    maintenanceMargin: numeric('maintenance_margin').notNull(),
    /** Surplus collected by the insurance fund. */
    forfeit: numeric('forfeit').notNull(),
    time: ms('time').notNull(),
    engineSeq: id('engine_seq').notNull(),
  },
  (t) => [index('liquidation_history_user_time').on(t.userId, t.time)],
);

export const insuranceFundHistory = pgTable(
  'insurance_fund_history',
  {
    contractId: integer('contract_id').notNull(),
    time: ms('time').notNull(),
    balance: numeric('balance').notNull(),
    change: numeric('change').notNull(),
    reason: text('reason', {
      enum: ['liquidation_surplus', 'bankruptcy_cover', 'injection', 'snapshot'],
    }).notNull(),
    engineSeq: id('engine_seq').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.contractId, t.engineSeq] }),
    index('insurance_fund_contract_time').on(t.contractId, t.time),
  ],
);
