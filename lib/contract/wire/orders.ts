/**
 * The order vocabulary of the futures API, as the engine, the REST routes, the realtime frames and
 * the web app all spell it. Zod-free: the order ticket reads these during render, and the server's
 * and the client's schemas are built from them.
 */

/** Hedge mode names the leg (open/close long/short); one-way mode only the direction. */
export const ORDER_SIDES = [
  'openLong',
  'openShort',
  'closeLong',
  'closeShort',
  'buy',
  'sell',
] as const;
export type OrderSide = (typeof ORDER_SIDES)[number];

/** The spec's order types: 1 limit, 2 conditional limit, 3 market, 4 conditional market. */
export const ORDER_TYPE = {
  Limit: 1,
  ConditionalLimit: 2,
  Market: 3,
  ConditionalMarket: 4,
} as const;
export type OrderType = (typeof ORDER_TYPE)[keyof typeof ORDER_TYPE];
export const ORDER_TYPES = Object.values(ORDER_TYPE) as readonly OrderType[];

export const TIME_IN_FORCE = ['GTC', 'IOC', 'FOK', 'postOnly'] as const;
export type TimeInForce = (typeof TIME_IN_FORCE)[number];

/** The price a conditional order or a TP/SL watches. */
export const TRIGGER_PRICES = ['last', 'mark'] as const;
export type TriggerBy = (typeof TRIGGER_PRICES)[number];

/** `contract`: whole contracts (lots); `base`: the base asset; `quote`: the USDT value. */
export const QUANTITY_UNITS = ['contract', 'base', 'quote'] as const;
export type QuantityUnit = (typeof QUANTITY_UNITS)[number];

/** Who or what placed an order: the user, or the exchange on their behalf (TP/SL, liquidation…). */
export const ORDER_SOURCES = [
  'user',
  'tpsl',
  'liquidation',
  'takeover',
  'insuranceFund',
  'adl',
  'bonusClose',
] as const;
export type OrderSource = (typeof ORDER_SOURCES)[number];

/** Order statuses as the spec's table (0–8). */
export const ORDER_STATUS = {
  /** A conditional order waiting for its trigger. */
  NotReported: 0,
  /** Not emitted: placement is synchronous. */
  Reporting: 1,
  New: 2,
  PartiallyFilled: 3,
  Filled: 4,
  Cancelled: 5,
  /**
   * Cancelled by the system: the unfilled rest of IOC / FOK / market orders, self-trade
   * prevention, reduce-only orders whose position is gone, liquidation. The spec's UI drops
   * orders in status 4, 5 and 6 from its open-order map, so every terminal state is one of them.
   */
  SystemCancelled: 6,
  /** Not emitted: cancels are synchronous. */
  Cancelling: 7,
  /** Not emitted (the UI would keep such orders in its open-order map). */
  Expired: 8,
} as const;
export type OrderStatusCode = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

/** Whether a status is one of the ends (filled, cancelled, cancelled by the system). */
export function isFinishedOrderStatus(status: number): boolean {
  return status >= ORDER_STATUS.Filled && status <= ORDER_STATUS.SystemCancelled;
}

/**
 * A client's own order id: 1–36 characters of A–Z, a–z, 0–9 and . _ : / - (Binance's
 * newClientOrderId). The engine answers a repeat within a day with the first order.
 */
export const CLIENT_ORDER_ID = /^[A-Za-z0-9._:/-]{1,36}$/;

const BUYING_SIDES: ReadonlySet<string> = new Set<OrderSide>(['buy', 'openLong', 'closeShort']);
const SELLING_SIDES: ReadonlySet<string> = new Set<OrderSide>(['sell', 'openShort', 'closeLong']);

/** Whether an order side buys (buy, open long, close short) or sells; null for another word. */
export function orderDirection(side: string): 'buy' | 'sell' | null {
  if (BUYING_SIDES.has(side)) return 'buy';
  return SELLING_SIDES.has(side) ? 'sell' : null;
}
