/** Runs a taker order against the book and settles every fill on both sides. */
import type { ContractState, EngineState, OrderState } from './state';
import type { FillSink, RestingOrder } from './order-book';
import { BUY } from './order-book';
import { applyFill } from './positions';
import { emitOrder, finishOrder, refreeze } from './order-state';
import { OrderStatus } from './types';

class Settlement implements FillSink {
  state: EngineState | null = null;
  contract: ContractState | null = null;
  taker: OrderState | null = null;
  noTakerFee = false;

  onFill(maker: RestingOrder, qty: number, price: number): void {
    const state = this.state;
    const c = this.contract;
    const taker = this.taker;
    if (state === null || c === null || taker === null) return;
    const mo = state.orders.get(maker.id);
    if (mo === undefined) throw new Error(`resting order ${maker.id} is unknown`);
    applyFill(state, c, mo, qty, price, c.config.makerFeeRate, false);
    applyFill(state, c, taker, qty, price, c.config.takerFeeRate, this.noTakerFee);
    if (mo.filled >= mo.qty) finishOrder(state, mo, OrderStatus.Filled);
    else {
      mo.status = OrderStatus.PartiallyFilled;
      refreeze(state, c, mo);
      emitOrder(state, mo);
    }
    c.lastPrice = price;
    state.priceMoved.add(c);
    state.events.push({
      type: 'trade',
      tradeId: state.nextTradeId++,
      contractId: c.config.contractId,
      price,
      qty,
      takerSide: taker.bookSide === BUY ? 'buy' : 'sell',
      makerOrderId: mo.id,
      takerOrderId: taker.id,
      ts: state.now,
    });
  }
}

const settlement = new Settlement();

/**
 * Matches `o` (already registered in state.orders and its account) up to its limit price.
 * The remainder rests (GTC / post-only limit) or is cancelled by the system (IOC, FOK, market,
 * self-trade prevention).
 */
/** How matching ended: fully filled, resting, stopped by self-trade prevention, or the IOC rest cancelled. */
export type ExecutionOutcome = 'filled' | 'rested' | 'selfTrade' | 'cancelledRest';

export function executeOrder(
  state: EngineState,
  c: ContractState,
  o: OrderState,
  rest: boolean,
  noFee = false,
  /** A tighter price limit for taking (bankruptcy protection); the order still rests at its own price. */
  takeLimit: number = o.price,
): ExecutionOutcome {
  settlement.state = state;
  settlement.contract = c;
  settlement.taker = o;
  settlement.noTakerFee = noFee;
  const prevActive = state.activeOrderId;
  state.activeOrderId = o.id;
  const result = c.book.take(o.bookSide, takeLimit, o.qty - o.filled, o.userId, settlement);
  state.activeOrderId = prevActive;
  settlement.taker = null;
  const remaining = o.qty - o.filled;
  if (remaining === 0) {
    finishOrder(state, o, OrderStatus.Filled);
    return 'filled';
  }
  // Resting at its own price must not cross what protection kept it from taking.
  const best = c.book.bestPrice(o.bookSide === BUY ? 1 : 0);
  const wouldCross = best !== undefined && (o.bookSide === BUY ? best <= o.price : best >= o.price);
  if (result.selfTrade || !rest || wouldCross) {
    finishOrder(state, o, OrderStatus.SystemCancelled);
    return result.selfTrade ? 'selfTrade' : 'cancelledRest';
  }
  o.status = o.filled > 0 ? OrderStatus.PartiallyFilled : OrderStatus.New;
  refreeze(state, c, o);
  c.book.add(o.id, o.userId, o.bookSide, o.price, remaining);
  emitOrder(state, o);
  return 'rested';
}
