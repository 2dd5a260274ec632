/**
 * Conditional orders (types 2 and 4) in Binance's words: what they are (stop or take profit,
 * market or limit), what they watch (mark or last price, ≥ or ≤ a trigger price), whose they are
 * (the user's own, a position's TP/SL, an order's preset TP/SL) and whether they have fired.
 *
 * The engine decides the direction when the order is placed (above or below the price it watches
 * at that moment) and the order wire, frames and history rows alike, carries it as `triggerAbove`.
 * History rows written before the server recorded it lack it; for those, a waiting order's
 * direction still follows from the price it watches (the engine fires it as soon as the watched
 * price reaches the trigger, so its trigger lies on the side the price has not reached yet: above
 * the price means "≥", below means "≤"), and a finished one's stays unknown.
 */
import { positiveOrNull } from './contract-terms';
import type { WireOrder } from '@/lib/contract/wire/match';
import { ORDER_STATUS, ORDER_TYPE } from '@/lib/contract/wire/orders';

/** The price a trigger watches. */
export type TriggerPriceType = 'mark' | 'last';
/** Fires when the price rises to the trigger (`gte`) or falls to it (`lte`). */
export type TriggerCondition = 'gte' | 'lte';
/** Binance's order types for a conditional order whose direction is known. */
export type TriggerOrderType = 'stopMarket' | 'stopLimit' | 'takeProfitMarket' | 'takeProfitLimit';
/** The user's conditional order, a whole position's TP/SL, or the preset TP/SL of an order. */
export type TriggerScope = 'order' | 'position' | 'preset';
/**
 * `untriggered`: waiting; `triggered`: it fired and became a normal order (one that filled
 * something certainly fired); `unknown`: it ended with nothing filled, cancelled either while it
 * waited or after it fired, which the row does not say.
 */
export type TriggerStage = 'untriggered' | 'triggered' | 'unknown';

/** An order as a frame or a REST row carries it (the contract's order, the fields read here). */
export type OrderFields = Pick<
  WireOrder,
  | 'type'
  | 'side'
  | 'orderStatus'
  | 'triggerPrice'
  | 'triggerBy'
  | 'triggerAbove'
  | 'source'
  | 'parentOrderId'
  | 'filledQuantity'
>;

export interface TriggerOrderView {
  /** Stop or take profit; null while the direction is not known. */
  type: TriggerOrderType | null;
  execution: 'market' | 'limit';
  scope: TriggerScope;
  priceType: TriggerPriceType;
  condition: TriggerCondition | null;
  /** Decimal text as the server sent it, or null when the row has none. */
  triggerPrice: string | null;
  side: 'buy' | 'sell';
  stage: TriggerStage;
}

const BUY_SIDES: ReadonlySet<WireOrder['side']> = new Set(['buy', 'openLong', 'closeShort']);

export function orderSideOf(order: OrderFields): 'buy' | 'sell' {
  return BUY_SIDES.has(order.side) ? 'buy' : 'sell';
}

/** Conditional limit (2) and conditional market (4) orders, TP/SL included. */
export function isTriggerOrder(order: Pick<OrderFields, 'type'>): boolean {
  return order.type === ORDER_TYPE.ConditionalLimit || order.type === ORDER_TYPE.ConditionalMarket;
}

/** The engine watches the last price unless the order says mark. */
export function triggerPriceTypeOf(order: OrderFields): TriggerPriceType {
  return order.triggerBy === 'mark' ? 'mark' : 'last';
}

function isWaiting(order: OrderFields): boolean {
  return order.orderStatus === ORDER_STATUS.NotReported;
}

/** A conditional order still waiting for its trigger (status 0). */
export function isWaitingTrigger(order: OrderFields): boolean {
  return isTriggerOrder(order) && isWaiting(order);
}

/** The condition the server recorded for a conditional order; null when the row lacks it. */
export function recordedConditionOf(order: OrderFields): TriggerCondition | null {
  if (!isTriggerOrder(order) || order.triggerAbove === null) return null;
  return order.triggerAbove ? 'gte' : 'lte';
}

/**
 * The condition of a waiting conditional order, from the price it watches now (see the module
 * comment), for rows without the server's own (`recordedConditionOf`); null when the order is
 * not waiting, or the price is unknown or right at the trigger.
 */
export function waitingConditionOf(
  order: OrderFields,
  watchedPrice: unknown,
): TriggerCondition | null {
  if (!isWaitingTrigger(order)) return null;
  const trigger = positiveOrNull(order.triggerPrice);
  const price = positiveOrNull(watchedPrice);
  if (trigger === null || price === null || trigger.equals(price)) return null;
  return trigger.greaterThan(price) ? 'gte' : 'lte';
}

/**
 * Binance's rule: a stop sells when the price falls to it and buys when it rises to it; a take
 * profit the other way round. A long position's TP sells on the way up: take profit.
 */
export function triggerOrderTypeOf(
  side: 'buy' | 'sell',
  condition: TriggerCondition,
  execution: 'market' | 'limit',
): TriggerOrderType {
  const stop = (side === 'sell') === (condition === 'lte');
  if (stop) return execution === 'market' ? 'stopMarket' : 'stopLimit';
  return execution === 'market' ? 'takeProfitMarket' : 'takeProfitLimit';
}

function scopeOf(order: OrderFields): TriggerScope {
  if (order.source !== 'tpsl') return 'order';
  return order.parentOrderId !== null ? 'preset' : 'position';
}

function stageOf(order: OrderFields): TriggerStage {
  if (isWaiting(order)) return 'untriggered';
  const status = order.orderStatus;
  if (
    status === ORDER_STATUS.New ||
    status === ORDER_STATUS.PartiallyFilled ||
    status === ORDER_STATUS.Filled
  )
    return 'triggered';
  return positiveOrNull(order.filledQuantity) !== null ? 'triggered' : 'unknown';
}

/**
 * A conditional order in Binance's words; null for a limit or market order. The server's recorded
 * condition wins over `guessed` (the live price's, for rows that lack it).
 */
export function describeTriggerOrder(
  order: OrderFields,
  guessed: TriggerCondition | null,
): TriggerOrderView | null {
  if (!isTriggerOrder(order)) return null;
  const condition = recordedConditionOf(order) ?? guessed;
  const execution = order.type === ORDER_TYPE.ConditionalMarket ? 'market' : 'limit';
  const side = orderSideOf(order);
  return {
    type: condition === null ? null : triggerOrderTypeOf(side, condition, execution),
    execution,
    scope: scopeOf(order),
    priceType: triggerPriceTypeOf(order),
    condition,
    triggerPrice: order.triggerPrice,
    side,
    stage: stageOf(order),
  };
}

/** A position's TP fires on the way up for a long, down for a short; its SL the other way. */
export function positionTpSlCondition(
  positionSide: 'long' | 'short',
  which: 'tp' | 'sl',
): TriggerCondition {
  return (positionSide === 'long') === (which === 'tp') ? 'gte' : 'lte';
}
