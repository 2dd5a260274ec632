import * as z from 'zod/mini';
import { callbackBpOfPercent, isCallbackBp } from '../trailing-stop';
import { ORDER_BATCH_MAX, ORDER_BATCH_MIN, ORDER_BATCH_TIME_IN_FORCE } from '../order-batch';
import {
  wireAccountTypeInput,
  wireContractIdInput,
  wireDecimalInput,
  wireUsdtAmountInput,
} from './input-schemas';
import {
  CLIENT_ORDER_ID,
  ORDER_SIDES,
  ORDER_TYPES,
  QUANTITY_UNITS,
  TIME_IN_FORCE,
  TRIGGER_PRICES,
} from './orders';
import {
  wireAccountTypeSchema,
  wireCloseRefusalSchema,
  wireFillSchema,
  wireLiquidationSchema,
  wireOrderSchema,
  wirePositionHistorySchema,
  wirePositionRowSchema,
  wireTradeSchema,
} from './match-schemas';
import { MARGIN_ACTIONS, POSITION_LEGS } from './trading';
import { USDT_CURRENCY_ID } from './wallet';
import { COLOR_CONVENTIONS } from './preferences';

/**
 * The bodies of the futures API's trading calls (`future/order/*`, `future/position/*`, leverage,
 * margin and position mode, transfers, favourites), as the server accepts them: the server's routes
 * parse with these (adding only what needs its own state: that the contract is listed, the amounts
 * in its integer units), and the web client builds and checks what it sends with them (loaded with
 * the request, never in a page's first load). Prices and quantities travel as decimal strings.
 * Their types are in ./trading.
 */

/** A client order id: 1–36 characters the API, the engine and the Binance layer all accept. */
const clientOrderId = z
  .string()
  .check(z.regex(CLIENT_ORDER_ID, 'must be 1–36 characters of A–Z, a–z, 0–9 and . _ : / -'));

/** An order id as it travels: whole digits (or a JSON number), a safe integer above 0. */
const orderIdInput = z.pipe(
  z.pipe(
    z.union([
      z.string().check(z.trim(), z.regex(/^\d{1,16}$/, 'must be an order id')),
      z.number().check(z.int()),
    ]),
    z.transform((value) => Number(value)),
  ),
  z.number().check(z.refine((id) => Number.isSafeInteger(id) && id > 0, 'must be an order id')),
);

/** A group id (a scaled order's batch) as a number or its digits. */
const groupIdInput = z.coerce
  .number()
  .check(z.int(), z.positive(), z.maximum(Number.MAX_SAFE_INTEGER));

/** Which of the caller's positions: in hedge mode the leg (required there), one-way may leave it out. */
const positionRef = {
  contractId: wireContractIdInput,
  accountType: z._default(wireAccountTypeInput, 1),
  side: z.optional(z.enum(POSITION_LEGS)),
};

/** A take profit or stop loss: trigger price, what it watches, optional limit price once triggered. */
export const wireTpSlInputSchema = z.strictObject({
  triggerPrice: wireDecimalInput,
  /** What the trigger watches; the engine's default for a position's TP/SL is the mark price. */
  triggerBy: z.optional(z.enum(TRIGGER_PRICES)),
  /** Limit price once triggered; without it the TP/SL closes at market. */
  price: z.optional(wireDecimalInput),
});

/** A trailing stop's callback rate in percent: 0.1–5, a multiple of 0.1 (lib/contract/trailing-stop). */
const callbackRateInput = z.string().check(
  z.trim(),
  z.refine((text) => {
    const bp = callbackBpOfPercent(text);
    return bp !== null && isCallbackBp(bp);
  }, 'must be a percent from 0.1 to 5 in steps of 0.1'),
);

/** 1 limit, 2 conditional limit, 3 market, 4 conditional market (a digit as text is read too). */
const orderTypeInput = z.pipe(
  z.transform((value: unknown) =>
    typeof value === 'string' && /^\d$/.test(value) ? Number(value) : value,
  ),
  z.literal(ORDER_TYPES, {
    error: 'must be 1 (limit), 2 (conditional limit), 3 (market) or 4 (conditional market)',
  }),
);

/** future/order/place. */
export const wirePlaceOrderInputSchema = z
  .object({
    contractId: wireContractIdInput,
    side: z.enum(ORDER_SIDES),
    orderType: orderTypeInput,
    quantity: wireDecimalInput,
    /** `contract`: whole contracts (lots); `base`: the base asset; `quote`: USDT value. */
    quantityUnit: z._default(z.enum(QUANTITY_UNITS), 'base'),
    price: z.optional(wireDecimalInput),
    triggerPrice: z.optional(wireDecimalInput),
    triggerBy: z.optional(z.enum(TRIGGER_PRICES)),
    /** A trailing stop (type 4, no trigger price): percent, 0.1–5 in steps of 0.1 ("1.5"). */
    callbackRate: z.optional(callbackRateInput),
    /** A trailing stop's activation price; without it the trail starts at once. */
    activationPrice: z.optional(wireDecimalInput),
    timeInForce: z.optional(z.enum(TIME_IN_FORCE)),
    reduceOnly: z.optional(z.boolean()),
    tp: z.optional(wireTpSlInputSchema),
    sl: z.optional(wireTpSlInputSchema),
    accountType: z._default(wireAccountTypeInput, 1),
    clientOrderId: z.optional(clientOrderId),
  })
  .check(
    z.superRefine((order, ctx) => {
      const limit = order.orderType === 1 || order.orderType === 2;
      const conditional = order.orderType === 2 || order.orderType === 4;
      const trailing = order.callbackRate !== undefined;
      const issue = (path: string, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message, input: order });
      if (limit && order.price === undefined) issue('price', 'required for limit orders');
      if (trailing && order.orderType !== 4)
        issue('callbackRate', 'a trailing stop is a conditional market order (orderType 4)');
      if (trailing && order.triggerPrice !== undefined)
        issue('triggerPrice', 'a trailing stop has no trigger price: the engine keeps it');
      if (!trailing && order.activationPrice !== undefined)
        issue('activationPrice', 'only for a trailing stop (with callbackRate)');
      if (trailing && (order.tp !== undefined || order.sl !== undefined))
        issue(order.tp !== undefined ? 'tp' : 'sl', 'a trailing stop takes no preset TP/SL');
      if (conditional && !trailing && order.triggerPrice === undefined)
        issue('triggerPrice', 'required for conditional orders');
      if (!limit && order.timeInForce !== undefined && order.timeInForce !== 'IOC')
        issue('timeInForce', 'market orders are immediate-or-cancel');
    }),
  );

/** future/order/amend: the order by id or client id, and what changes. */
export const wireAmendOrderInputSchema = z
  .strictObject({
    orderId: z.optional(orderIdInput),
    clientOrderId: z.optional(z.string().check(z.regex(CLIENT_ORDER_ID, 'not a client order id'))),
    /** New limit price (limit and conditional limit orders), on the tick. */
    price: z.optional(wireDecimalInput),
    /** New total quantity in the base asset, what has filled included (as Binance). */
    quantity: z.optional(wireDecimalInput),
    /** New trigger price of a conditional order still waiting for its trigger. */
    triggerPrice: z.optional(wireDecimalInput),
  })
  .check(
    z.refine((input) => input.orderId !== undefined || input.clientOrderId !== undefined, {
      message: 'orderId or clientOrderId is required',
      path: ['orderId'],
    }),
    z.refine(
      (input) =>
        input.price !== undefined ||
        input.quantity !== undefined ||
        input.triggerPrice !== undefined,
      { message: 'price, quantity or triggerPrice is required', path: ['price'] },
    ),
  );

/** future/order/cancel: the order by id or client id. */
export const wireCancelOrderInputSchema = z
  .object({
    orderId: z.optional(
      z.coerce.number().check(z.int(), z.positive(), z.maximum(Number.MAX_SAFE_INTEGER)),
    ),
    clientOrderId: z.optional(z.string().check(z.regex(CLIENT_ORDER_ID, 'not a client order id'))),
  })
  .check(
    z.refine((input) => input.orderId !== undefined || input.clientOrderId !== undefined, {
      message: 'orderId or clientOrderId is required',
      path: ['orderId'],
    }),
  );

/** future/order/cancelAll and future/position/closeAll: everything, or one contract's, one account's. */
export const wireContractScopeInputSchema = z.object({
  contractId: z.optional(wireContractIdInput),
  accountType: z.optional(wireAccountTypeInput),
});

/** future/order/placeBatch: limit orders placed all or none (the scaled order). */
export const wirePlaceBatchInputSchema = z.strictObject({
  contractId: wireContractIdInput,
  accountType: z._default(wireAccountTypeInput, 1),
  side: z.enum(ORDER_SIDES),
  /** Each order's limit price and base-asset quantity, entered in this order. */
  orders: z
    .array(z.strictObject({ price: wireDecimalInput, quantity: wireDecimalInput }))
    .check(
      z.minLength(ORDER_BATCH_MIN, `at least ${ORDER_BATCH_MIN} orders`),
      z.maxLength(ORDER_BATCH_MAX, `at most ${ORDER_BATCH_MAX} orders`),
    ),
  timeInForce: z.optional(z.enum(ORDER_BATCH_TIME_IN_FORCE)),
  reduceOnly: z.optional(z.boolean()),
});

/** future/order/cancelGroup: a scaled order's batch. */
export const wireCancelGroupInputSchema = z.strictObject({ groupId: groupIdInput });

/** future/position/reverse, and what the other position calls name the position by. */
export const wirePositionRefInputSchema = z.object(positionRef);

/** future/position/close: all of it at market, or a quantity, or at a limit price. */
export const wireClosePositionInputSchema = z.object({
  ...positionRef,
  /** Base-asset quantity to close (the unit of the list's `size`); all of it when left out. */
  quantity: z.optional(wireDecimalInput),
  /** Limit price; at market when left out. */
  price: z.optional(wireDecimalInput),
});

/** future/position/tpsl: a spec sets or replaces it, null removes it, leaving it out keeps it. */
export const wirePositionTpSlInputSchema = z
  .object({
    ...positionRef,
    tp: z.optional(z.nullable(wireTpSlInputSchema)),
    sl: z.optional(z.nullable(wireTpSlInputSchema)),
  })
  .check(
    z.refine((input) => input.tp !== undefined || input.sl !== undefined, {
      message: 'give tp or sl (null removes it)',
      path: ['tp'],
    }),
  );

/** future/position/partialTpsl: a TP/SL pair for part of the position. */
export const wirePartialTpSlInputSchema = z
  .object({
    ...positionRef,
    /** Base-asset quantity the pair closes (a multiple of the contract size, ≤ the position). */
    quantity: wireDecimalInput,
    tp: z.optional(wireTpSlInputSchema),
    sl: z.optional(wireTpSlInputSchema),
  })
  .check(
    z.refine((input) => input.tp !== undefined || input.sl !== undefined, {
      message: 'give tp, sl or both',
      path: ['tp'],
    }),
  );

/** future/position/margin: USDT into or out of an isolated position's margin. */
export const wirePositionMarginInputSchema = z.object({
  ...positionRef,
  amount: wireUsdtAmountInput,
  type: z.enum(MARGIN_ACTIONS),
});

/** A wallet as future/transfer names it: the spot wallet, or a futures account type. */
const walletRefInput = z.union([z.literal('spot'), wireAccountTypeInput]);

/**
 * future/transfer's fields, and the rule across them: apart, so the server can read the amount
 * into its minor units (z.extend takes no schema that already has a rule across fields).
 */
export const wireTransferFieldsSchema = z.object({
  from: walletRefInput,
  to: walletRefInput,
  currencyId: z.coerce.number().check(
    z.int(),
    z.refine((id) => id === USDT_CURRENCY_ID, 'only USDT (currencyId 1) moves between wallets'),
  ),
  amount: wireUsdtAmountInput,
});
export const wireDifferentWallets = z.refine<{ from: unknown; to: unknown }>(
  (transfer) => transfer.from !== transfer.to,
  { message: 'from and to must differ', path: ['to'] },
);
/** future/transfer: USDT between the spot wallet and a futures account, or two accounts. */
export const wireTransferInputSchema = wireTransferFieldsSchema.check(wireDifferentWallets);

/** future/leverage. */
export const wireLeverageInputSchema = z.object({
  contractId: wireContractIdInput,
  leverage: z.coerce.number().check(z.int(), z.minimum(1)),
  accountType: z._default(wireAccountTypeInput, 1),
});

/** future/marginMode. */
export const wireMarginModeInputSchema = z.object({
  contractId: wireContractIdInput,
  isolated: z.boolean(),
  accountType: z._default(wireAccountTypeInput, 1),
});

/** future/positionMode. */
export const wirePositionModeInputSchema = z.object({
  hedge: z.boolean(),
  accountType: z._default(wireAccountTypeInput, 1),
});

/** future/addFavorite and future/deleteFavorite. */
export const wireFavoriteInputSchema = z.object({ contractId: wireContractIdInput });

/** future/addFavorite and future/deleteFavorite: the favourite contract ids after the change. */
export const wireFavoritesAnswerSchema = z.object({
  favorites: z.array(z.number().check(z.int())),
});

// ---- answers of the trading calls (the rows are match-schemas': orders and positions) ----

/** future/order/place: the order as it stands once durable, and whether its client id named one placed before. */
export const wirePlacedOrderSchema = z.extend(wireOrderSchema, { duplicate: z.boolean() });

/** future/order/cancelAll: how many were cancelled, and which. */
export const wireCancelAllAnswerSchema = z.object({
  cancelled: z.number().check(z.int(), z.nonnegative()),
  orderIds: z.array(z.number().check(z.int(), z.positive())),
});

/** future/order/placeBatch: the batch's group and its orders, in the order they were entered. */
export const wirePlacedBatchSchema = z.object({
  groupId: z.number().check(z.int(), z.positive()),
  orders: z.array(wireOrderSchema),
});

/** future/order/cancelGroup: the group, how many of its orders were still open, and those. */
export const wireCancelledGroupSchema = z.object({
  groupId: z.number().check(z.int(), z.positive()),
  cancelled: z.number().check(z.int(), z.nonnegative()),
  orders: z.array(wireOrderSchema),
});

/** future/position/reverse: the orders it placed (the close, and the opening of the other side). */
export const wireOrderListAnswerSchema = z.object({ list: z.array(wireOrderSchema) });

/** future/position/closeAll: the closes placed and, apart, the positions whose close was refused. */
export const wireCloseAllAnswerSchema = z.object({
  list: z.array(wireOrderSchema),
  refused: z.array(wireCloseRefusalSchema),
});

/** future/position/tpsl/partial: the position as it is now and the pair's orders (one-cancels-other). */
export const wirePartialTpSlAnswerSchema = z.object({
  position: z.nullable(wirePositionRowSchema),
  orders: z.array(wireOrderSchema),
});

/** future/leverage and future/marginMode: the contract's position settings as they are now. */
export const wirePositionSettingsSchema = z.object({
  accountType: wireAccountTypeSchema,
  contractId: z.number().check(z.int(), z.positive()),
  isolated: z.boolean(),
  leverage: z.number().check(z.int(), z.positive()),
  hedge: z.boolean(),
});

/** future/positionMode: the account's mode as it is now. */
export const wirePositionModeAnswerSchema = z.object({
  accountType: wireAccountTypeSchema,
  hedge: z.boolean(),
});

/**
 * The preferences as configs/private and configs/preferences answer them (saved with
 * ./preferences-schemas.ts's body).
 */
export const wireSavedPreferencesSchema = z.object({
  confirmOrders: z.boolean(),
  dismissedNotices: z.record(z.string(), z.boolean()),
  colorConvention: z.enum(COLOR_CONVENTIONS),
  quantityUnit: z.enum(QUANTITY_UNITS),
  /**
   * The price chart's indicators and drawings, absent until the user first saves them, as
   * ./preferences-schemas.ts checks them. The chart reads them with their own schemas
   * (lib/contract/chart-indicators-schema.ts, chart-drawings-schema.ts), which load with the
   * chart: this file is in the trading screen's first load.
   */
  chartIndicators: z.optional(z.unknown()),
  chartDrawings: z.optional(z.unknown()),
});

/**
 * configs/private: the user's favourites, position mode and position settings, and preferences
 * (server/services/trading/preferences.ts `privateConfigs`).
 */
export const wirePrivateConfigsSchema = z.object({
  /** Favourite contract ids, in the order they were added. */
  favorites: wireFavoritesAnswerSchema.shape.favorites,
  positionMode: z.object({ hedge: z.boolean() }),
  positionConfigs: z.array(
    z.object({
      contractId: z.number().check(z.int()),
      isolated: z.boolean(),
      leverage: z.number(),
    }),
  ),
  preferences: wireSavedPreferencesSchema,
});

// ---- answers of the private reads: open orders, the histories, one order, the positions ----

/** A decimal string as the server writes it (as the rows of ./match-schemas). */
const decimalAnswer = z.string().check(z.regex(/^-?\d+(\.\d+)?$/));
const rowId = z.number().check(z.int(), z.positive());

/**
 * A page of a newest-first list: its rows, and where the next page starts (the `cursor` to send
 * for it), null on the last page.
 */
function wireCursorPageOf<Row extends z.ZodMiniType, Cursor extends z.ZodMiniType>(
  row: Row,
  cursor: Cursor,
) {
  return z.object({ list: z.array(row), nextCursor: z.nullable(cursor) });
}

/** future/order/open and future/order/history: the cursor is the last order's id. */
export const wireOrderPageSchema = wireCursorPageOf(wireOrderSchema, rowId);

/** future/trade/history: the caller's fills; the cursor is the last one's trade id. */
export const wireTradePageSchema = wireCursorPageOf(wireTradeSchema, rowId);

/** future/liquidation/history: the cursor is the last record's liquidation id. */
export const wireLiquidationPageSchema = wireCursorPageOf(wireLiquidationSchema, rowId);

/**
 * A row of future/funding/history: what one of the caller's positions paid or received at one
 * funding time, with the rate and mark price settled then.
 */
export const wireFundingPaymentSchema = z.object({
  positionId: rowId,
  contractId: rowId,
  /** The position's account type (./accounts); null on payments written before it was recorded. */
  accountType: z.nullable(z.number().check(z.int())),
  /** 1 long, 2 short; null while the position's history row is not written yet. */
  direction: z.nullable(z.number().check(z.int())),
  fundingTime: z.number().check(z.int(), z.nonnegative()),
  positionQuantity: decimalAnswer,
  fundingRate: decimalAnswer,
  markPrice: decimalAnswer,
  /** The wallet's view: received positive, paid negative. */
  funding: decimalAnswer,
});

/** future/funding/history: the cursor is the last row's `fundingTime:positionId`. */
export const wireFundingPageSchema = wireCursorPageOf(
  wireFundingPaymentSchema,
  z.string().check(z.regex(/^\d+:\d+$/)),
);

/** future/order/detail: one of the caller's orders, open or finished, with what it led to. */
export const wireOrderDetailSchema = z.object({
  order: wireOrderSchema,
  /** Its fills, oldest first. */
  fills: z.array(wireFillSchema),
  /** The engine's own count on the order (its fills may reach the read model a moment later). */
  totalFee: decimalAnswer,
  /** What its fills realized; null when one fill's is not known exactly. */
  realizedPnl: z.nullable(decimalAnswer),
  /** The TP/SL orders its fill set up, by id. */
  children: z.array(wireOrderSchema),
});

/** future/position/list: the open positions (of one contract, of one account type). */
export const wirePositionListSchema = z.object({ list: z.array(wirePositionRowSchema) });

/** future/position/history: positions closed at least in part, latest close first (no cursor). */
export const wirePositionHistoryListSchema = z.object({ list: z.array(wirePositionHistorySchema) });

/**
 * future/position/tpsl and future/position/margin: the position as the change left it; null when
 * the change closed it (a TP/SL that fired at once).
 */
export const wirePositionAnswerSchema = z.nullable(wirePositionRowSchema);
