/** Order bookkeeping shared by placement, matching, triggers and liquidation. */
import type {
  AccountState,
  ContractState,
  EngineState,
  Leg,
  OrderState,
  PositionState,
} from './state';
import { slotOf } from './state';
import type { OrderSource, OrderStatusCode, OrderView } from './types';
import { OrderStatus } from './types';
import type { BookSide } from './order-book';
import { BUY, SELL } from './order-book';
import { feeOf, initialMargin, notionalOf } from './risk';

export function orderView(o: OrderState, positionId = 0): OrderView {
  return {
    orderId: o.id,
    userId: o.userId,
    accountType: o.accountType,
    contractId: o.contractId,
    positionId,
    type: o.type,
    side: o.side,
    price: o.type === 3 || o.type === 4 ? 0 : o.price,
    qty: o.qty,
    filledQty: o.filled,
    filledValue: o.filledValue,
    orderStatus: o.status,
    tif: o.tif,
    reduceOnly: o.reduceOnly,
    triggerPrice: o.triggerPrice,
    triggerBy: o.triggerBy,
    triggerAbove: o.type === 2 || o.type === 4 ? o.triggerAbove : null,
    tp: o.tp,
    sl: o.sl,
    ...(o.trailing !== undefined ? { trailing: o.trailing } : {}),
    fee: o.fee,
    clientOrderId: o.clientOrderId,
    parentOrderId: o.parentOrderId,
    ...(o.ocoOrderId !== undefined ? { ocoOrderId: o.ocoOrderId } : {}),
    ...(o.groupId !== undefined ? { groupId: o.groupId } : {}),
    ...(o.closePosition ? { closePosition: true as const } : {}),
    source: o.source,
    createdAt: o.createdAt,
    updatedAt: o.updatedAt,
  };
}

/** An order the engine makes itself: market (type 3), IOC, leverage 1. */
export function systemOrder(
  state: EngineState,
  a: AccountState,
  contractId: number,
  bookSide: BookSide,
  leg: Leg,
  qty: number,
  price: number,
  source: OrderSource,
  reduceOnly: boolean,
): OrderState {
  const buy = bookSide === BUY;
  const hedgeSide = leg === 1 ? 'closeLong' : 'closeShort';
  return {
    id: state.nextOrderId++,
    userId: a.userId,
    accountKey: a.key,
    accountType: a.type,
    contractId,
    type: 3,
    side: leg !== 0 ? hedgeSide : buy ? 'buy' : 'sell',
    bookSide,
    leg,
    reduceOnly,
    tif: 'IOC',
    price,
    qty,
    filled: 0,
    filledValue: 0n,
    status: OrderStatus.New,
    frozen: 0n,
    leverage: 1,
    triggerPrice: 0,
    triggerBy: null,
    triggerAbove: false,
    tp: null,
    sl: null,
    source,
    closePosition: reduceOnly,
    fee: 0n,
    clientOrderId: null,
    parentOrderId: 0,
    createdAt: state.now,
    updatedAt: state.now,
  };
}

/** An engine-made reduce-only order that closes `qty` of position `p`. */
export function internalOrder(
  state: EngineState,
  a: AccountState,
  p: PositionState,
  qty: number,
  price: number,
  source: OrderSource,
): OrderState {
  const bookSide = p.size > 0 ? SELL : BUY;
  return systemOrder(state, a, p.contractId, bookSide, p.leg, qty, price, source, true);
}

export function emitOrder(state: EngineState, o: OrderState): void {
  o.updatedAt = state.now;
  const p = state.accounts.get(o.accountKey)?.positions.get(slotOf(o.contractId, o.leg));
  state.events.push({ type: 'order', order: orderView(o, p?.id ?? 0) });
}

/** Margin an order freezes for `lots` still open: initial margin + taker fee at its price. */
export function frozenFor(c: ContractState, o: OrderState, lots: number): bigint {
  if (o.reduceOnly || lots <= 0) return 0n;
  const notional = notionalOf(lots, o.price, c.config.valuePerLotTick);
  return initialMargin(notional, o.leverage) + feeOf(notional, c.config.takerFeeRate);
}

/** Re-computes the order's frozen margin for its remaining quantity. */
export function refreeze(state: EngineState, c: ContractState, o: OrderState): void {
  const next = o.status === OrderStatus.NotReported ? 0n : frozenFor(c, o, o.qty - o.filled);
  if (next === o.frozen) return;
  const a = state.accounts.get(o.accountKey);
  if (a === undefined) return;
  a.frozen += next - o.frozen;
  o.frozen = next;
  state.touch(a);
}

/** The engine cancels the account's open orders (on one contract, or all with `null`). */
export function cancelOrdersOf(
  state: EngineState,
  a: AccountState,
  contractId: number | null,
): void {
  for (const id of [...a.orders]) {
    const o = state.orders.get(id);
    if (o !== undefined && (contractId === null || o.contractId === contractId))
      finishOrder(state, o, OrderStatus.SystemCancelled);
  }
}

/**
 * Ends an order's life (filled, cancelled, expired): off the book, out of the trigger list,
 * frozen margin released, event emitted. A filled (even partly) order that was not cancelled by
 * its user hands its preset TP/SL to the engine to activate.
 */
export function finishOrder(state: EngineState, o: OrderState, status: OrderStatusCode): void {
  const c = state.contracts.get(o.contractId);
  if (c === undefined) return;
  c.book.cancel(o.id);
  c.triggers.delete(o.id);
  o.status = status;
  if (status !== OrderStatus.Filled) o.qty = Math.max(o.qty, o.filled);
  const a = state.accounts.get(o.accountKey);
  if (a !== undefined) {
    a.frozen -= o.frozen;
    o.frozen = 0n;
    a.orders.delete(o.id);
    state.touch(a);
  }
  state.orders.delete(o.id);
  emitOrder(state, o);
  // One leg of a TP/SL pair cancelled while both wait: its sibling goes with it (the same status).
  if (o.ocoOrderId !== undefined && status !== OrderStatus.Filled) {
    const sibling = state.orders.get(o.ocoOrderId);
    if (sibling !== undefined && sibling.status === OrderStatus.NotReported)
      finishOrder(state, sibling, status);
  }
  if (o.filled > 0 && status !== OrderStatus.Cancelled && (o.tp !== null || o.sl !== null)) {
    state.pendingPresets.push(o);
  }
}
