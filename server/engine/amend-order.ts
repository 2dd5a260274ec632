/**
 * Amending an open order in place, the way Binance's modify order and Bybit's amend work: the
 * order keeps its id, its fills and its settings; only its price, quantity or trigger change.
 *
 * - A smaller quantity at the same price keeps the order's place in its level's queue.
 * - A new price or a larger quantity puts it at the back of the (new) level: it leaves the book
 *   and enters again through the checks and the matching a new order goes through, so a new
 *   price that crosses trades as a taker (post-only refuses instead) and the margin for the
 *   larger order must be available.
 * - A conditional order still waiting for its trigger has no place in a queue: its trigger price,
 *   limit price and quantity change as they are, its direction (stop or take profit) stays.
 *
 * A refused amendment changes nothing.
 */
import type { AmendOrderCommand, ErrorCodeValue } from './types';
import type { AccountState, ContractState, EngineState, OrderState } from './state';
import { BUY } from './order-book';
import { emitOrder, refreeze } from './order-state';
import { checkOrder, enterOrder, isPositiveTicks, validTpSl } from './orders';
import { notionalOf } from './risk';
import { ErrorCode, OrderStatus } from './types';

interface Amendment {
  price: number;
  qty: number;
  triggerPrice: number;
}

/** The checks every order of this size and price goes through when it is placed. */
function checkTerms(c: ContractState, o: OrderState, next: Amendment): ErrorCodeValue {
  const market = o.type === 3 || o.type === 4;
  const conditional = o.type === 2 || o.type === 4;
  if (next.qty <= o.filled) return ErrorCode.AmendBelowFilled;
  if (next.qty < c.config.minOrderLots) return ErrorCode.BelowMinimum;
  // Reduce-only orders are cut to the position, as when they are placed (orders.ts).
  if (
    !o.reduceOnly &&
    (next.qty > c.config.maxOrderLots || (market && next.qty > c.config.maxMarketLots))
  )
    return conditional ? ErrorCode.ConditionalQtyLimit : ErrorCode.DepthLimit;
  if (
    next.price !== o.price &&
    (o.tp !== null || o.sl !== null) &&
    !validTpSl(o.bookSide === BUY, next.price, o.tp, o.sl)
  )
    return ErrorCode.UnreasonableTrigger;
  return ErrorCode.Ok;
}

/** A conditional order waiting for its trigger: nothing is frozen or resting yet. */
function amendWaiting(
  state: EngineState,
  c: ContractState,
  o: OrderState,
  next: Amendment,
): ErrorCodeValue {
  if (next.triggerPrice !== o.triggerPrice) {
    const ref = o.triggerBy === 'mark' ? c.markPrice : c.lastPrice;
    if (ref <= 0) return ErrorCode.TriggerNotReady;
    // It stays a stop or a take profit: a trigger already reached would fire at once.
    if (o.triggerAbove ? next.triggerPrice <= ref : next.triggerPrice >= ref)
      return ErrorCode.UnreasonableTrigger;
  }
  o.price = next.price;
  o.qty = next.qty;
  o.triggerPrice = next.triggerPrice;
  emitOrder(state, o);
  return ErrorCode.Ok;
}

/** A resting order: in place when it only shrinks, else out of the queue and in again. */
function amendResting(
  state: EngineState,
  c: ContractState,
  a: AccountState,
  o: OrderState,
  next: Amendment,
): ErrorCodeValue {
  if (c.book.get(o.id) === undefined) return ErrorCode.Failure;
  if (next.price === o.price && next.qty < o.qty) {
    const lots = next.qty - o.filled;
    if (
      !o.reduceOnly &&
      notionalOf(lots, next.price, c.config.valuePerLotTick) < c.config.minOrderValue
    )
      return ErrorCode.BelowMinimumValue;
    o.qty = next.qty;
    c.book.reduce(o.id, lots);
    refreeze(state, c, o);
    emitOrder(state, o);
    return ErrorCode.Ok;
  }
  const before = { price: o.price, qty: o.qty, frozen: o.frozen };
  o.price = next.price;
  o.qty = next.qty;
  // Its own margin pays towards the amended order: only the increase must be available.
  a.frozen -= o.frozen;
  o.frozen = 0n;
  const code = checkOrder(state, c, a, o);
  if (code !== ErrorCode.Ok) {
    o.price = before.price;
    o.qty = before.qty;
    o.frozen = before.frozen;
    a.frozen += before.frozen;
    return code;
  }
  c.book.cancel(o.id);
  enterOrder(state, c, a, o);
  return ErrorCode.Ok;
}

export function amendOrder(state: EngineState, cmd: AmendOrderCommand): ErrorCodeValue {
  const o = state.orders.get(cmd.orderId);
  // Another user's order answers like an unknown one.
  if (o === undefined || o.userId !== cmd.userId) return ErrorCode.Failure;
  // TP/SL, closes and liquidations are the engine's: they change through their own commands.
  if (o.source !== 'user') return ErrorCode.Failure;
  const c = state.contracts.get(o.contractId);
  const a = state.accounts.get(o.accountKey);
  if (c === undefined || a === undefined) return ErrorCode.Failure;
  const { price, qty, triggerPrice } = cmd;
  if (price === undefined && qty === undefined && triggerPrice === undefined)
    return ErrorCode.Failure;
  const waiting = o.status === OrderStatus.NotReported;
  const limit = o.type === 1 || o.type === 2;
  // A market order has no price.
  if (price !== undefined && !limit) return ErrorCode.Failure;
  // A trigger that has fired is history; a trailing stop's trigger follows its trail.
  if (
    triggerPrice !== undefined &&
    triggerPrice !== o.triggerPrice &&
    (!waiting || o.trailing !== undefined)
  )
    return ErrorCode.Failure;
  if (price !== undefined && !isPositiveTicks(price)) return ErrorCode.DepthLimit;
  if (triggerPrice !== undefined && !isPositiveTicks(triggerPrice))
    return ErrorCode.UnreasonableTrigger;
  if (qty !== undefined && !(Number.isSafeInteger(qty) && qty > 0)) return ErrorCode.BelowMinimum;
  const next: Amendment = {
    price: price ?? o.price,
    qty: qty ?? o.qty,
    triggerPrice: triggerPrice ?? o.triggerPrice,
  };
  // Nothing to change (Binance: "No need to modify the order").
  if (next.price === o.price && next.qty === o.qty && next.triggerPrice === o.triggerPrice)
    return ErrorCode.Failure;
  const code = checkTerms(c, o, next);
  if (code !== ErrorCode.Ok) return code;
  return waiting ? amendWaiting(state, c, o, next) : amendResting(state, c, a, o, next);
}
