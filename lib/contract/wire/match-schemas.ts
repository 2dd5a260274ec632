import * as z from 'zod/mini';
import {
  ORDER_SIDES,
  ORDER_SOURCES,
  ORDER_STATUS,
  ORDER_TYPE,
  TIME_IN_FORCE,
  TRIGGER_PRICES,
} from './orders';

/**
 * The zod schemas of the `match` rows (lib/contract/wire/match.ts), the types inferred from them.
 * Kept apart from the constants, so a page that needs a type or a frame number loads no zod: the
 * web client parses REST answers with these in its lazily loaded schema modules, the tests check
 * the server's answers and frames with them, and the server's row builders are typed by them.
 */

/** A decimal string as the server writes it: an optional minus, digits, optional decimals. */
const decimal = z.string().check(z.regex(/^-?\d+(\.\d+)?$/));
/** A futures account type (./accounts): 1 principal, 10 trial, 11 follow, 30 voucher. */
export const wireAccountTypeSchema = z.union([
  z.literal(1),
  z.literal(10),
  z.literal(11),
  z.literal(30),
]);
const accountType = wireAccountTypeSchema;

/** An open position (match 3012; the position list adds `maxRemovableMargin`). */
export const wirePositionSchema = z.object({
  positionId: z.number().check(z.int(), z.positive()),
  accountType,
  contractId: z.number().check(z.int(), z.positive()),
  /** 1 long, -1 short, 0 once closed. */
  side: z.union([z.literal(1), z.literal(-1), z.literal(0)]),
  hedge: z.boolean(),
  /** Base-asset quantity, signed as the side; "0" once closed (the row then leaves the list). */
  size: decimal,
  /**
   * The average entry price, to the contract's tick. The exact figure is `cost`: what uPnL, ROE,
   * breakeven and liquidation are computed from.
   */
  entryPrice: decimal,
  /**
   * The position's cost in USDT as the engine holds it, signed as `size`: size × average entry,
   * exact (the entry price is this rounded to a tick).
   */
  cost: decimal,
  isolated: z.boolean(),
  leverage: z.number().check(z.int(), z.positive()),
  margin: decimal,
  markPrice: decimal,
  upnl: decimal,
  realizedPnl: decimal,
  fees: decimal,
  funding: decimal,
  maintenanceMargin: decimal,
  mmr: decimal,
  riskRate: decimal,
  roi: decimal,
  liquidationPrice: z.nullable(decimal),
  breakevenPrice: z.nullable(decimal),
  tpTrigger: z.nullable(decimal),
  slTrigger: z.nullable(decimal),
  openedAt: z.number().check(z.int()),
  /** Trial-fund and voucher positions are closed at market at this time. */
  autoCloseAt: z.nullable(z.number().check(z.int())),
  updatedAt: z.number().check(z.int()),
});

/**
 * A position as position/list, the position actions and follow/positions answer it: the row plus
 * the margin an isolated position can give back (null for a cross one).
 */
export const wirePositionRowSchema = z.extend(wirePositionSchema, {
  maxRemovableMargin: z.nullable(decimal),
});

const literals = <T extends readonly (string | number)[]>(values: T) =>
  z.union(values.map((value) => z.literal(value)) as unknown as [z.ZodMiniLiteral<T[number]>]);

/**
 * An order (match 3004 and 3016, the open-order list, the order history, place and cancel
 * answers): the server's `orderWire`, and the history's rows in the same shape.
 */
export const wireOrderSchema = z.object({
  orderId: z.number().check(z.int(), z.positive()),
  accountType,
  contractId: z.number().check(z.int(), z.positive()),
  /** The position the order opens or closes; 0 before it has one. */
  positionId: z.number().check(z.int(), z.nonnegative()),
  type: literals(Object.values(ORDER_TYPE)),
  side: z.enum(ORDER_SIDES),
  /** Limit price; null for market orders. */
  price: z.nullable(decimal),
  quantity: decimal,
  filledQuantity: decimal,
  averagePrice: z.nullable(decimal),
  orderStatus: literals(Object.values(ORDER_STATUS)),
  tif: z.enum(TIME_IN_FORCE),
  reduceOnly: z.boolean(),
  triggerPrice: z.nullable(decimal),
  triggerBy: z.nullable(z.enum(TRIGGER_PRICES)),
  /**
   * A conditional order fires as the watched price rises to its trigger (true) or falls to it
   * (false); null for other orders and for history rows from before the server recorded it.
   */
  triggerAbove: z.nullable(z.boolean()),
  tpTrigger: z.nullable(decimal),
  tpPrice: z.nullable(decimal),
  slTrigger: z.nullable(decimal),
  slPrice: z.nullable(decimal),
  /**
   * A trailing stop (type 4): its callback rate in percent ("1.5"); absent on every other order.
   * Its `triggerPrice` is the level the engine keeps (null until the trail is active).
   */
  callbackRate: z.optional(decimal),
  /** A trailing stop's activation price; null when it trailed from placement. Absent as above. */
  activationPrice: z.optional(z.nullable(decimal)),
  fee: decimal,
  clientOrderId: z.nullable(z.string()),
  /** The order whose fill made this one (a TP/SL); null for the others. */
  parentOrderId: z.nullable(z.number().check(z.int(), z.positive())),
  /**
   * The other leg of a linked TP/SL pair (a preset's or a partial one, one-cancels-other): when one
   * leg fires or is cancelled, the other is cancelled too. Absent on every other order (and on
   * history rows written before the server recorded it).
   */
  ocoOrderId: z.optional(z.number().check(z.int(), z.positive())),
  /**
   * The batch (`future/order/placeBatch`, a scaled order) the order was placed in: the batch's
   * first order id, shared by all its orders; absent on every other order (and on history rows
   * written before the server recorded it).
   */
  groupId: z.optional(z.number().check(z.int(), z.positive())),
  /**
   * A position's own TP/SL (set on the position, not a partial one): when it fires it closes the
   * whole position, whatever its size by then. Absent on every other order (and on history rows
   * written before the server recorded it).
   */
  closePosition: z.optional(z.literal(true)),
  source: z.enum(ORDER_SOURCES),
  createdAt: z.number().check(z.int()),
  updatedAt: z.number().check(z.int()),
});

/** One wallet's balance (match 3002): `account` is "spot" or the futures account type. */
export const wireBalanceSchema = z.object({
  account: z.union([z.literal('spot'), accountType]),
  currencyId: z.number().check(z.int(), z.positive()),
  /** Money in the wallet before unrealized PnL. */
  wallet: decimal,
  /** Available. */
  real: decimal,
  /** Available floored at 0. */
  trade: decimal,
  upnl: decimal,
  /** Frozen initial margin. */
  frozen: decimal,
  isolatedMargin: decimal,
  /** What is left of a trial fund or voucher in a bonus or grants account. */
  bonus: decimal,
  /** A bonus account's fund leverage: the voucher's maximum while one is in use, else null. */
  maxLeverage: z.nullable(z.number().check(z.int(), z.positive())),
  /** Wallet + unrealized PnL + isolated margins. */
  equity: decimal,
  maintenanceMargin: decimal,
});

/** A futures account's USDT asset, marked to the current prices. */
export const wireAccountAssetSchema = z.object({
  /** The currency id (1: USDT). */
  cid: z.number().check(z.int(), z.positive()),
  wallet: decimal,
  /** Available. */
  avail: decimal,
  upnl: decimal,
  frozen: decimal,
  /** Isolated margins and the margin frozen by open orders. */
  margin: decimal,
  equity: decimal,
  maintenanceMargin: decimal,
  bonus: decimal,
  maxLeverage: z.nullable(z.number().check(z.int(), z.positive())),
});

/**
 * A futures account as `future/accounts` answers it and the user's `indicator` frames carry it:
 * its USDT asset and its open positions.
 */
export const wireAccountSchema = z.object({
  /** userId × 100 + account type. */
  aid: z.number().check(z.int(), z.positive()),
  at: accountType,
  assets: z.array(wireAccountAssetSchema),
  posis: z.array(wirePositionSchema),
});

/** A contract's margin mode, leverage and position mode in one account (match 3022). */
export const wirePositionConfigSchema = z.object({
  accountType,
  contractId: z.number().check(z.int(), z.positive()),
  isolated: z.boolean(),
  leverage: z.number().check(z.int(), z.positive()),
  hedge: z.boolean(),
});

/** The row schema of each `match` frame type. */
export const matchRowSchemas = {
  3002: wireBalanceSchema,
  3004: wireOrderSchema,
  3012: wirePositionSchema,
  3016: wireOrderSchema,
  3022: wirePositionConfigSchema,
} as const;

/**
 * One fill of the caller's order (`future/order/detail`'s fills): their side of one trade, with
 * the fee they paid and what it realized (price difference, fees apart; null where the read model
 * could not derive it exactly).
 */
export const wireFillSchema = z.object({
  tradeId: z.number().check(z.int(), z.positive()),
  price: decimal,
  quantity: decimal,
  fee: decimal,
  role: z.enum(['maker', 'taker']),
  realizedPnl: z.nullable(decimal),
  time: z.number().check(z.int(), z.nonnegative()),
});

/**
 * A row of `future/trade/history` (and of the Binance layer's `userTrades`): a fill with the order
 * it filled and the side the caller took. The account type and the order's side come from the
 * order's history row; null while that row is not written yet.
 */
export const wireTradeSchema = z.extend(wireFillSchema, {
  orderId: z.number().check(z.int(), z.positive()),
  contractId: z.number().check(z.int(), z.positive()),
  accountType: z.nullable(accountType),
  side: z.enum(['buy', 'sell']),
  orderSide: z.nullable(z.enum(ORDER_SIDES)),
});

/**
 * A row of `future/position/history`: a position closed at least in part, from the history read
 * model. Averages are the quantity-weighted fill prices on the contract's price scale; money
 * figures are the position's life so far; `closed` once nothing of it is left.
 */
export const wirePositionHistorySchema = z.object({
  positionId: z.number().check(z.int(), z.positive()),
  contractId: z.number().check(z.int(), z.positive()),
  accountType,
  /** 1 long, 2 short. */
  direction: z.union([z.literal(1), z.literal(2)]),
  isolated: z.boolean(),
  leverage: z.number().check(z.int(), z.positive()),
  avgEntryPrice: decimal,
  openedQuantity: decimal,
  /** Null until a fill reduced the position. */
  avgClosePrice: z.nullable(decimal),
  closedQuantity: decimal,
  realizedPnl: decimal,
  fundingPaid: decimal,
  feesPaid: decimal,
  openedAt: z.number().check(z.int(), z.nonnegative()),
  lastClosedAt: z.nullable(z.number().check(z.int(), z.nonnegative())),
  closed: z.boolean(),
});

/**
 * A row of `future/liquidation/history`: one liquidation, bankruptcy, self-trade close or ADL of
 * the caller's position, with the prices and quantities of the event. `accountType`, `hedge` and
 * `takenOverQuantity` are null on records written before the server recorded them.
 */
export const wireLiquidationSchema = z.object({
  liquidationId: z.number().check(z.int(), z.positive()),
  positionId: z.number().check(z.int(), z.positive()),
  contractId: z.number().check(z.int(), z.positive()),
  accountType: z.nullable(accountType),
  type: z.enum(['Liquidate', 'Bankrupt', 'Self-trade', 'ADL']),
  isolated: z.boolean(),
  hedge: z.nullable(z.boolean()),
  /** 1 long, 2 short. */
  direction: z.union([z.literal(1), z.literal(2)]),
  triggerPrice: decimal,
  bankruptcyPrice: decimal,
  entryPrice: decimal,
  filledQuantity: decimal,
  /** What the insurance fund took over at the bankruptcy price. */
  takenOverQuantity: z.nullable(decimal),
  positionQuantity: decimal,
  positionEquity: decimal,
  maintenanceMargin: decimal,
  /** The surplus the insurance fund collected. */
  forfeit: decimal,
  time: z.number().check(z.int(), z.nonnegative()),
});

/**
 * A position `future/position/closeAll` could not close: the engine's refusal (code and message)
 * with the position it met.
 */
export const wireCloseRefusalSchema = z.object({
  positionId: z.number().check(z.int(), z.positive()),
  contractId: z.number().check(z.int(), z.positive()),
  accountType,
  /** 1 long, -1 short. */
  side: z.union([z.literal(1), z.literal(-1)]),
  code: z.number().check(z.int()),
  message: z.string(),
});
