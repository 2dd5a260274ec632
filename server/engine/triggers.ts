/** Conditional orders, TP/SL (preset on orders and on positions) and the bonus auto-close. */
import type {
  AccountState,
  ContractState,
  EngineState,
  Leg,
  OrderState,
  PositionState,
} from './state';
import type { ErrorCodeValue, SetPositionTpSlCommand, TpSlSpec } from './types';
import { BUY } from './order-book';
import { entryTicks, isBonusAccount, markOf } from './accounts';
import { cancelOrdersOf, emitOrder, finishOrder, internalOrder } from './order-state';
import { submitOrder, validTpSl } from './orders';
import { followTrail } from './trailing';
import { ErrorCode, OrderStatus } from './types';

/** Bonus positions are closed automatically this long after they open. */
export const BONUS_MAX_HOLD_MS = 24 * 3600 * 1000;

/**
 * A reduce-only trigger order that closes (part of) a position: at market, or at the spec's limit
 * price (resting GTC once triggered). `parentOrderId` names the order whose preset it is.
 */
function closingTrigger(
  state: EngineState,
  a: AccountState,
  p: PositionState,
  spec: TpSlSpec,
  takeProfit: boolean,
  qty: number,
  closePosition: boolean,
  parentOrderId = 0,
): OrderState {
  const long = p.size > 0;
  const limit = spec.price !== undefined && spec.price > 0 ? spec.price : 0;
  const o = internalOrder(state, a, p, qty, limit, 'tpsl');
  o.type = limit > 0 ? 2 : 4;
  if (limit > 0) o.tif = 'GTC';
  o.parentOrderId = parentOrderId;
  o.status = OrderStatus.NotReported;
  o.leverage = p.leverage;
  o.triggerPrice = spec.triggerPrice;
  o.triggerBy = spec.triggerBy ?? 'mark';
  // Long: TP fires on the way up, SL on the way down; short: the reverse.
  o.triggerAbove = long === takeProfit;
  o.closePosition = closePosition;
  const c = state.contracts.get(p.contractId);
  state.orders.set(o.id, o);
  a.orders.add(o.id);
  c?.triggers.set(o.id, o);
  emitOrder(state, o);
  return o;
}

/** Fires every conditional order whose trigger price has been reached. */
export function processTriggers(state: EngineState, c: ContractState): void {
  if (c.triggers.size === 0) return;
  for (const o of [...c.triggers.values()]) {
    if (!c.triggers.has(o.id)) continue;
    const ref = o.triggerBy === 'mark' ? c.markPrice : c.lastPrice;
    if (o.trailing !== undefined) {
      followTrail(state, o, ref);
      // Not active yet: no trigger price to reach.
      if (o.trailing.extreme === 0) continue;
    }
    if (ref <= 0 || (o.triggerAbove ? ref < o.triggerPrice : ref > o.triggerPrice)) continue;
    c.triggers.delete(o.id);
    const a = state.accounts.get(o.accountKey);
    if (a === undefined) continue;
    if (o.closePosition) {
      const p = state.findPosition(a, o.contractId, o.leg);
      if (p === undefined || p.size === 0) {
        finishOrder(state, o, OrderStatus.SystemCancelled);
        continue;
      }
      o.qty = Math.abs(p.size);
    }
    o.status = OrderStatus.New;
    const code = submitOrder(state, c, a, o);
    if (code !== ErrorCode.Ok) finishOrder(state, o, OrderStatus.SystemCancelled);
  }
}

/** Preset TP/SL of filled orders become real reduce-only trigger orders on the position. */
export function activatePresets(state: EngineState): void {
  const pending = state.pendingPresets;
  if (pending.length === 0) return;
  state.pendingPresets = [];
  for (const o of pending) {
    const a = state.accounts.get(o.accountKey);
    if (a === undefined) continue;
    const p = state.findPosition(a, o.contractId, o.leg);
    if (p === undefined || p.size === 0) continue;
    // Only an order that opened (or grew) a position in its own direction gets its TP/SL; one
    // that merely reduced an opposite one-way position has nothing to protect.
    if ((o.bookSide === BUY) !== p.size > 0) continue;
    const qty = Math.min(o.filled, Math.abs(p.size));
    if (o.tp !== null) closingTrigger(state, a, p, o.tp, true, qty, false, o.id);
    if (o.sl !== null) closingTrigger(state, a, p, o.sl, false, qty, false, o.id);
  }
}

function legOf(a: AccountState, leg: SetPositionTpSlCommand['leg']): Leg | null {
  if (a.hedge) return leg === 'long' ? 1 : leg === 'short' ? -1 : null;
  return leg === 'net' ? 0 : null;
}

/** Sets or removes the TP/SL of a whole position (they disappear when it closes). */
export function setPositionTpSl(state: EngineState, cmd: SetPositionTpSlCommand): ErrorCodeValue {
  const c = state.contract(cmd.contractId);
  if (c === undefined) return ErrorCode.NoPermission;
  const a = state.account(cmd.userId, cmd.accountType);
  const leg = legOf(a, cmd.leg);
  if (leg === null) return ErrorCode.InvalidDirection;
  const p = state.findPosition(a, cmd.contractId, leg);
  if (p === undefined || p.size === 0) return ErrorCode.Failure;
  const entry = entryTicks(p, c.config.valuePerLotTick);
  if (!validTpSl(p.size > 0, entry, cmd.tp, cmd.sl)) return ErrorCode.UnreasonableTrigger;
  const replace = (
    current: number,
    spec: TpSlSpec | null | undefined,
    takeProfit: boolean,
  ): number => {
    if (spec === undefined) return current;
    const old = current > 0 ? state.orders.get(current) : undefined;
    if (old !== undefined) finishOrder(state, old, OrderStatus.Cancelled);
    if (spec === null) return 0;
    return closingTrigger(state, a, p, spec, takeProfit, Math.abs(p.size), true).id;
  };
  p.tpOrderId = replace(p.tpOrderId, cmd.tp, true);
  p.slOrderId = replace(p.slOrderId, cmd.sl, false);
  state.touchPosition(p);
  return ErrorCode.Ok;
}

/** Trial-fund and voucher positions are closed at market 24 hours after they opened. */
export function closeExpiredBonusPositions(state: EngineState): void {
  for (const a of state.accounts.values()) {
    if (!isBonusAccount(a) || a.positions.size === 0) continue;
    for (const p of [...a.positions.values()].sort((x, y) => x.id - y.id)) {
      if (p.size === 0 || state.now < p.openedAt + BONUS_MAX_HOLD_MS) continue;
      const c = state.contracts.get(p.contractId);
      if (c === undefined || markOf(c) <= 0) continue;
      cancelOrdersOf(state, a, p.contractId);
      const o = internalOrder(state, a, p, Math.abs(p.size), 0, 'bonusClose');
      o.leverage = p.leverage;
      const code = submitOrder(state, c, a, o);
      if (code !== ErrorCode.Ok) {
        o.status = OrderStatus.SystemCancelled;
        emitOrder(state, o);
      }
    }
  }
}
