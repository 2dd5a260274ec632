import { sql } from 'drizzle-orm';
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
import { INSURANCE_FUND_REASONS } from '../../lib/contract/wire/futures-info';

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
    /** Preset TP / SL trigger prices. */
    takeProfitPrice: numeric('take_profit_price'),
    stopLossPrice: numeric('stop_loss_price'),
    /**
     * Since migration 0006 (null on older rows): what the order wire shows besides the above, so
     * a finished order keeps the shape of an open one. `order_side` is the engine's side
     * (openLong… in hedge mode, buy / sell in one-way mode); the TP / SL limit prices are null
     * when they close at market.
     */
    orderSide: text('order_side'),
    timeInForce: text('time_in_force'),
    triggerBy: text('trigger_by'),
    takeProfitLimitPrice: numeric('take_profit_limit_price'),
    stopLossLimitPrice: numeric('stop_loss_limit_price'),
    clientOrderId: text('client_order_id'),
    /** The order whose preset TP / SL this order is. */
    parentOrderId: id('parent_order_id'),
    /** Why the engine created it: user, tpsl, liquidation, takeover, insuranceFund, adl, bonusClose. */
    source: text('source'),
    /**
     * Since migration 0017 (null on older rows and on orders that are not conditional): the
     * conditional order fires when the watched price rises to the trigger (true) or falls to it
     * (false); with the side it says stop or take profit.
     */
    triggerAbove: boolean('trigger_above'),
    /**
     * Since migration 0019 (null on older rows and on every order that is not a trailing stop):
     * a trailing stop's callback rate in percent and its activation price (null: it trailed from
     * placement; `trigger_price` is the level it last had).
     */
    callbackRate: numeric('callback_rate'),
    activationPrice: numeric('activation_price'),
    /**
     * Since migration 0020 (null on older rows and on orders without them): the other leg of a
     * linked TP/SL pair (one-cancels-other), and the batch a scaled order was placed in (the
     * batch's first order id), so a finished order still shows what it belonged to.
     */
    ocoOrderId: id('oco_order_id'),
    groupId: id('group_id'),
    /** Since migration 0021 (null on older rows): a position's own TP/SL, closing all of it. */
    closePosition: boolean('close_position'),
    createdAt: ms('created_at').notNull(),
    updatedAt: ms('updated_at').notNull(),
    engineSeq: id('engine_seq').notNull(),
  },
  (t) => [
    index('order_history_user_time').on(t.userId, t.createdAt),
    // One order by id is found through the primary key. Most orders have neither a client id
    // nor a parent, so these two are partial: an order without them costs no index entry there.
    index('order_history_user_client_order')
      .on(t.userId, t.clientOrderId)
      .where(sql`${t.clientOrderId} is not null`),
    index('order_history_parent')
      .on(t.parentOrderId)
      .where(sql`${t.parentOrderId} is not null`),
  ],
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
    /**
     * What the fill realized for each side (price difference only; fees apart), since migration
     * 0006. Null when the projection could not derive it exactly (older rows, a position it did
     * not follow, an ADL or takeover in the same command as the fill).
     */
    makerRealizedPnl: numeric('maker_realized_pnl'),
    takerRealizedPnl: numeric('taker_realized_pnl'),
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

/**
 * A position's running totals after each command that changed them (migration 0006): realized
 * PnL, fees and funding paid, as the engine's position view had them. The change of a command is
 * the difference to the position's previous row, so a row that a killed process never wrote only
 * moves its change to the next row. `baseline` rows carry the totals a position already had when
 * this table began (or when the process started): they are previous rows, never changes.
 */
export const positionPnlHistory = pgTable(
  'position_pnl_history',
  {
    positionId: id('position_id').notNull(),
    engineSeq: id('engine_seq').notNull(),
    userId: id('user_id').notNull(),
    accountType: smallint('account_type').notNull(),
    contractId: integer('contract_id').notNull(),
    time: ms('time').notNull(),
    realizedPnl: numeric('realized_pnl').notNull(),
    /** Fees paid (maker rebates negative). */
    fees: numeric('fees').notNull(),
    /** Funding paid (received: negative), as the engine counts it. */
    funding: numeric('funding').notNull(),
    baseline: boolean('baseline').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.positionId, t.engineSeq] }),
    index('position_pnl_history_user_time').on(t.userId, t.time),
  ],
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

/**
 * One row per position and funding time. `amount` is the engine's: positive when the holder paid,
 * negative when the holder received (the API answers the wallet's view, the opposite sign).
 */
export const fundingPayments = pgTable(
  'funding_payments',
  {
    positionId: id('position_id').notNull(),
    fundingTime: ms('funding_time').notNull(),
    userId: id('user_id').notNull(),
    /** Since migration 0006 (null on older rows). */
    accountType: smallint('account_type'),
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
    /** Account type and position mode, since migration 0006 (null on older rows). */
    accountType: smallint('account_type'),
    hedge: boolean('hedge'),
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
    /** What the insurance fund took over at the bankruptcy price (since 0006). */
    takenOverQuantity: numeric('taken_over_quantity'),
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
      enum: INSURANCE_FUND_REASONS,
    }).notNull(),
    engineSeq: id('engine_seq').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.contractId, t.engineSeq] }),
    index('insurance_fund_contract_time').on(t.contractId, t.time),
  ],
);
