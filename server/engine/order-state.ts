/** Order bookkeeping shared by placement, matching, triggers and liquidation. */
import type { ContractState, EngineState, OrderState } from './state';
import type { OrderStatusCode, OrderView } from './types';
import { OrderStatus } from './types';
import { feeOf, initialMargin } from './risk';

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
    tp: o.tp,
    sl: o.sl,
    fee: o.fee,
    source: o.source,
    createdAt: o.createdAt,
    updatedAt: o.updatedAt,
  };
}

export function emitOrder(state: EngineState, o: OrderState): void {
  o.updatedAt = state.now;
  const p = state.accounts.get(o.accountKey)?.positions.get(o.contractId * 3 + o.leg + 1);
  state.events.push({ type: 'order', order: orderView(o, p?.id ?? 0) });
}

/** Margin an order freezes for `lots` still open: initial margin + taker fee at its price. */
export function frozenFor(c: ContractState, o: OrderState, lots: number): bigint {
  if (o.reduceOnly || lots <= 0) return 0n;
  const notional = BigInt(lots) * BigInt(o.price) * c.config.valuePerLotTick;
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
  if (o.filled > 0 && status !== OrderStatus.Cancelled && (o.tp !== null || o.sl !== null)) {
    state.pendingPresets.push(o);
  }
}
