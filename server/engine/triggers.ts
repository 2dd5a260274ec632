/** Conditional orders, TP/SL (preset on orders and on positions) and the bonus auto-close. */
import type {
  AccountState,
  ContractState,
  EngineState,
  Leg,
  OrderState,
  PositionState,
} from './state';
import type {
  AddPartialTpSlCommand,
  ErrorCodeValue,
  SetPositionTpSlCommand,
  TpSlSpec,
} from './types';
import { accountKeyOf } from './state';
import { BUY } from './order-book';
import { entryTicks, isBonusAccount, markOf } from './accounts';
import { cancelOrdersOf, emitOrder, finishOrder, internalOrder } from './order-state';
import { submitOrder, validTpSl } from './orders';
import { followTrail } from './trailing';
import { ErrorCode, OrderStatus } from './types';

/** Bonus positions are closed automatically this long after they open. */
export const BONUS_MAX_HOLD_MS = 24 * 3600 * 1000;

/** The most partial TP/SL pairs (`addPartialTpSl`) one position may carry at a time. */
export const MAX_PARTIAL_TPSL = 10;

/**
 * A reduce-only trigger order that closes (part of) a position: at market, or at the spec's limit
 * price (resting GTC once triggered). `parentOrderId` names the order whose preset it is. The
 * caller announces it (after linking a pair, so the first event already names the sibling).
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
    // One-cancels-other: the fired leg's sibling is cancelled in the same step.
    const sibling = o.ocoOrderId === undefined ? undefined : state.orders.get(o.ocoOrderId);
    if (sibling !== undefined && sibling.status === OrderStatus.NotReported)
      finishOrder(state, sibling, OrderStatus.SystemCancelled);
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
    const tp = o.tp === null ? null : closingTrigger(state, a, p, o.tp, true, qty, false, o.id);
    const sl = o.sl === null ? null : closingTrigger(state, a, p, o.sl, false, qty, false, o.id);
    link(state, tp, sl);
  }
}

/**
 * The two legs of a TP/SL pair become one-cancels-other (a single leg stays unlinked); then both
 * are announced.
 */
function link(state: EngineState, tp: OrderState | null, sl: OrderState | null): void {
  if (tp !== null && sl !== null) {
    tp.ocoOrderId = sl.id;
    sl.ocoOrderId = tp.id;
  }
  if (tp !== null) emitOrder(state, tp);
  if (sl !== null) emitOrder(state, sl);
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
    const o = closingTrigger(state, a, p, spec, takeProfit, Math.abs(p.size), true);
    emitOrder(state, o);
    return o.id;
  };
  p.tpOrderId = replace(p.tpOrderId, cmd.tp, true);
  p.slOrderId = replace(p.slOrderId, cmd.sl, false);
  state.touchPosition(p);
  return ErrorCode.Ok;
}

/**
 * The partial TP/SL pairs (and single partial legs) waiting on a position: TP/SL trigger orders
 * that close a given quantity rather than the whole position, preset ones included; a linked pair
 * counts once.
 */
export function partialTpSlCount(state: EngineState, a: AccountState, p: PositionState): number {
  let n = 0;
  for (const id of a.orders) {
    const o = state.orders.get(id);
    if (
      o === undefined ||
      o.source !== 'tpsl' ||
      o.closePosition ||
      o.status !== OrderStatus.NotReported ||
      o.contractId !== p.contractId ||
      o.leg !== p.leg
    )
      continue;
    const sibling = o.ocoOrderId === undefined ? undefined : state.orders.get(o.ocoOrderId);
    if (sibling !== undefined && sibling.id < o.id) continue;
    n++;
  }
  return n;
}

/**
 * Adds a partial TP/SL pair to an open position: a take profit and / or a stop loss for `qty`
 * lots, linked one-cancels-other. Refused: no such position (101010400), a quantity not above 0
 * or above the position (1053), neither leg given (101010400), a leg on the wrong side of the
 * entry (1051), the position already carrying `MAX_PARTIAL_TPSL` pairs (102900005).
 */
export function addPartialTpSl(state: EngineState, cmd: AddPartialTpSlCommand): ErrorCodeValue {
  const c = state.contract(cmd.contractId);
  if (c === undefined) return ErrorCode.NoPermission;
  // Looked up, not created: a refusal leaves the state as it was.
  const a = state.accounts.get(accountKeyOf(cmd.userId, cmd.accountType));
  if (a === undefined) return ErrorCode.Failure;
  const leg = legOf(a, cmd.leg);
  if (leg === null) return ErrorCode.InvalidDirection;
  const p = state.findPosition(a, cmd.contractId, leg);
  if (p === undefined || p.size === 0) return ErrorCode.Failure;
  if (cmd.tp === undefined && cmd.sl === undefined) return ErrorCode.Failure;
  if (!Number.isSafeInteger(cmd.qty) || cmd.qty <= 0 || cmd.qty > Math.abs(p.size))
    return ErrorCode.ConditionalQtyLimit;
  const entry = entryTicks(p, c.config.valuePerLotTick);
  if (!validTpSl(p.size > 0, entry, cmd.tp, cmd.sl)) return ErrorCode.UnreasonableTrigger;
  if (partialTpSlCount(state, a, p) >= MAX_PARTIAL_TPSL) return ErrorCode.TooManyTpSlPairs;
  const tp =
    cmd.tp === undefined ? null : closingTrigger(state, a, p, cmd.tp, true, cmd.qty, false);
  const sl =
    cmd.sl === undefined ? null : closingTrigger(state, a, p, cmd.sl, false, cmd.qty, false);
  link(state, tp, sl);
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
