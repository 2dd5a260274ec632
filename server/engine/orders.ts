/** Order placement: validation in the spec's codes, margin freezing, then matching. */
import type { AccountState, ContractState, EngineState, OrderState, PositionState } from './state';
import type { ErrorCodeValue, OrderSide, PlaceOrderCommand, TpSlSpec } from './types';
import { legOfSide } from './state';
import { BUY, SELL } from './order-book';
import { accountRisk, isBonusAccount, markOf } from './accounts';
import { emitOrder, finishOrder, frozenFor } from './order-state';
import { executeOrder } from './matching';
import {
  feeOf,
  initialMargin,
  maintenanceMargin,
  maxNotionalForLeverage,
  notionalOf,
  unrealizedPnl,
} from './risk';
import { RATE_SCALE, ceilDiv } from './fixed';
import { ErrorCode, OrderStatus } from './types';
import { isOnTpSlSide } from '../../lib/contract/tpsl';
import { isTrailingCommand, startTrail } from './trailing';

const HEDGE_SIDES = new Set<OrderSide>(['openLong', 'openShort', 'closeLong', 'closeShort']);

export function isPositiveTicks(n: number | undefined): n is number {
  return n !== undefined && Number.isSafeInteger(n) && n > 0;
}

/** Section 5: TP above the entry for a long and below for a short; SL the reverse; trigger > 0. */
export function validTpSl(
  long: boolean,
  entry: number,
  tp: TpSlSpec | null | undefined,
  sl: TpSlSpec | null | undefined,
): boolean {
  for (const spec of [tp, sl])
    if (
      spec !== null &&
      spec !== undefined &&
      spec.price !== undefined &&
      !isPositiveTicks(spec.price)
    )
      return false;
  for (const [kind, spec] of [
    ['tp', tp],
    ['sl', sl],
  ] as const) {
    if (spec === null || spec === undefined) continue;
    if (!isPositiveTicks(spec.triggerPrice)) return false;
    if (!isOnTpSlSide(kind, long, spec.triggerPrice - entry)) return false;
  }
  return true;
}

/** A close side (hedge mode) or the reduce-only flag: the order can only shrink a position. */
function isReduceOnly(cmd: PlaceOrderCommand): boolean {
  return cmd.side === 'closeLong' || cmd.side === 'closeShort' || cmd.reduceOnly === true;
}

/**
 * The contract's order maxima (Binance's LOT_SIZE and MARKET_LOT_SIZE) for an order that may
 * open: a conditional market order is held to the market maximum when it is placed, so it is not
 * refused later when it triggers. Reduce-only orders are exempt: the engine cuts them to the
 * position, which the risk tiers already bound, and refusing a close would strand a position
 * larger than one order.
 */
function aboveOrderMaximum(c: ContractState, cmd: PlaceOrderCommand, market: boolean): boolean {
  if (isReduceOnly(cmd)) return false;
  return cmd.qty > c.config.maxOrderLots || (market && cmd.qty > c.config.maxMarketLots);
}

export function newOrder(state: EngineState, a: AccountState, cmd: PlaceOrderCommand): OrderState {
  const leg = a.hedge ? legOfSide(cmd.side) : 0;
  const bookSide =
    cmd.side === 'openLong' || cmd.side === 'closeShort' || cmd.side === 'buy' ? BUY : SELL;
  const market = cmd.type === 3 || cmd.type === 4;
  return {
    id: state.nextOrderId++,
    userId: a.userId,
    accountKey: a.key,
    accountType: a.type,
    contractId: cmd.contractId,
    type: cmd.type,
    side: cmd.side,
    bookSide,
    leg,
    reduceOnly: isReduceOnly(cmd),
    tif: market ? 'IOC' : (cmd.tif ?? 'GTC'),
    price: market ? 0 : (cmd.price ?? 0),
    qty: cmd.qty,
    filled: 0,
    filledValue: 0n,
    status: OrderStatus.New,
    frozen: 0n,
    leverage: state.config(a, cmd.contractId).leverage,
    triggerPrice: cmd.triggerPrice ?? 0,
    triggerBy: cmd.type === 2 || cmd.type === 4 ? (cmd.triggerBy ?? 'last') : null,
    triggerAbove: false,
    tp: cmd.tp ?? null,
    sl: cmd.sl ?? null,
    source: 'user',
    closePosition: false,
    fee: 0n,
    clientOrderId: cmd.clientOrderId ?? null,
    parentOrderId: 0,
    createdAt: state.now,
    updatedAt: state.now,
  };
}

/**
 * The checks of a place command that need no order yet: the contract trades, the size, the side
 * against the position mode, the maxima and the limit price. The account is made if it is new.
 */
export function checkPlaceCommand(
  state: EngineState,
  cmd: PlaceOrderCommand,
): { code: ErrorCodeValue; c?: ContractState; a?: AccountState } {
  const c = state.contract(cmd.contractId);
  if (c === undefined) return { code: ErrorCode.NoPermission };
  if (c.markPrice <= 0) return { code: ErrorCode.TradingProhibited };
  if (!Number.isSafeInteger(cmd.qty) || cmd.qty <= 0) return { code: ErrorCode.BelowMinimum };
  if (![1, 2, 3, 4].includes(cmd.type)) return { code: ErrorCode.Failure };
  if (isTrailingCommand(cmd) && cmd.type !== 4) return { code: ErrorCode.Failure };
  const a = state.account(cmd.userId, cmd.accountType);
  if (HEDGE_SIDES.has(cmd.side) !== a.hedge) return { code: ErrorCode.InvalidDirection };
  if (a.hedge && cmd.reduceOnly === true && (cmd.side === 'openLong' || cmd.side === 'openShort')) {
    return { code: ErrorCode.InvalidDirection };
  }
  const conditional = cmd.type === 2 || cmd.type === 4;
  const market = cmd.type === 3 || cmd.type === 4;
  if (cmd.qty < c.config.minOrderLots) return { code: ErrorCode.BelowMinimum };
  if (aboveOrderMaximum(c, cmd, market))
    return { code: conditional ? ErrorCode.ConditionalQtyLimit : ErrorCode.DepthLimit };
  if (!market && !isPositiveTicks(cmd.price)) return { code: ErrorCode.DepthLimit };
  return { code: ErrorCode.Ok, c, a };
}

/** Validates a user command and places it (conditional orders wait for their trigger). */
export function placeOrder(
  state: EngineState,
  cmd: PlaceOrderCommand,
): { code: ErrorCodeValue; orderId?: number } {
  const { code: commandCode, c, a } = checkPlaceCommand(state, cmd);
  if (commandCode !== ErrorCode.Ok || c === undefined || a === undefined)
    return { code: commandCode };
  const trailing = isTrailingCommand(cmd);
  const conditional = cmd.type === 2 || cmd.type === 4;
  const market = cmd.type === 3 || cmd.type === 4;
  const o = newOrder(state, a, cmd);
  if (o.tp !== null || o.sl !== null) {
    const ref = market ? c.markPrice : o.price;
    if (o.reduceOnly || !validTpSl(o.bookSide === BUY, ref, o.tp, o.sl))
      return { code: ErrorCode.UnreasonableTrigger };
  }
  if (conditional) {
    const ref = o.triggerBy === 'mark' ? c.markPrice : c.lastPrice;
    if (ref <= 0) return { code: ErrorCode.TriggerNotReady };
    if (trailing) {
      const code = startTrail(o, cmd, ref);
      return code === ErrorCode.Ok ? { code, orderId: addTrigger(state, a, c, o, ref) } : { code };
    }
    if (!isPositiveTicks(cmd.triggerPrice) || cmd.triggerPrice === ref)
      return { code: ErrorCode.UnreasonableTrigger };
    return { code: ErrorCode.Ok, orderId: addTrigger(state, a, c, o, ref) };
  }
  const code = submitOrder(state, c, a, o);
  return code === ErrorCode.Ok ? { code, orderId: o.id } : { code };
}

/** Registers a conditional order; it does not freeze margin until it triggers. */
export function addTrigger(
  state: EngineState,
  a: AccountState,
  c: ContractState,
  o: OrderState,
  ref: number,
): number {
  o.status = OrderStatus.NotReported;
  // A trailing stop's direction follows from its side (trailing.ts).
  if (o.trailing === undefined) o.triggerAbove = o.triggerPrice > ref;
  state.orders.set(o.id, o);
  a.orders.add(o.id);
  c.triggers.set(o.id, o);
  emitOrder(state, o);
  return o.id;
}

function bandPrice(c: ContractState, up: boolean): number {
  const mark = BigInt(markOf(c));
  const band = c.config.priceBandRate;
  return up
    ? Number((mark * (RATE_SCALE + band)) / RATE_SCALE)
    : Number(ceilDiv(mark * (RATE_SCALE - band), RATE_SCALE));
}

/**
 * Checks an order against the market and the account, freezes its margin and matches it.
 * Returns the spec's code; on success the order's events are already emitted.
 */
export function submitOrder(
  state: EngineState,
  c: ContractState,
  a: AccountState,
  o: OrderState,
): ErrorCodeValue {
  const code = checkOrder(state, c, a, o);
  if (code === ErrorCode.Ok) enterOrder(state, c, a, o);
  return code;
}

/**
 * The checks of `submitOrder` (price band, reduce-only, bonus rules, minimum value, tier, margin,
 * liquidation, post-only), for the quantity still open. Changes nothing but what placing decides
 * about the order itself: a market order's band price, a reduce-only order cut to the position.
 * The order's own frozen margin counts as used: an amendment releases it before asking.
 */
export function checkOrder(
  state: EngineState,
  c: ContractState,
  a: AccountState,
  o: OrderState,
): ErrorCodeValue {
  const market = o.type === 3 || o.type === 4;
  const buy = o.bookSide === BUY;
  const v = c.config.valuePerLotTick;
  const mark = markOf(c);
  if (market) {
    // Orders the engine places itself (TP/SL, closes, liquidation) are never refused for size.
    if (o.source === 'user' && !o.reduceOnly && o.qty > c.config.maxMarketLots)
      return ErrorCode.DepthLimit;
    if (c.book.bestPrice(buy ? SELL : BUY) === undefined) return ErrorCode.NoCounterparty;
    o.price = bandPrice(c, buy);
  } else if (buy ? o.price > bandPrice(c, true) : o.price < bandPrice(c, false)) {
    return ErrorCode.DepthLimit;
  }
  const p = state.findPosition(a, c.config.contractId, o.leg);
  const size = p?.size ?? 0;
  if (o.reduceOnly) {
    const reduces = buy ? size < 0 : size > 0;
    if (!reduces) return ErrorCode.InvalidDirection;
    const closable = Math.abs(size);
    if (isBonusAccount(a) && !o.closePosition && o.qty < closable)
      return ErrorCode.BonusCloseRejected;
    if (o.closePosition || o.qty > closable) o.qty = o.filled + closable;
  } else {
    if (isBonusAccount(a)) {
      // A voucher's maximum leverage (the order's leverage is the contract's setting).
      if (a.bonusMaxLeverage > 0 && o.leverage > a.bonusMaxLeverage) return ErrorCode.LeverageLimit;
      for (const q of a.positions.values())
        if (q.size !== 0 && q.contractId !== c.config.contractId) return ErrorCode.NoPermission;
      for (const id of a.orders) {
        const other = state.orders.get(id);
        if (other !== undefined && other.contractId !== c.config.contractId)
          return ErrorCode.NoPermission;
      }
    }
    const lots = o.qty - o.filled;
    const price = market ? (c.book.bestPrice(buy ? SELL : BUY) ?? o.price) : o.price;
    const notional = notionalOf(lots, price, v);
    if (notional < c.config.minOrderValue) return ErrorCode.BelowMinimumValue;
    const sameDir = buy ? size > 0 : size < 0;
    // The tier bounds the position this order could build: position + other open orders that
    // add to it + this order.
    let openLots = 0;
    for (const id of a.orders) {
      const other = state.orders.get(id);
      if (
        other !== undefined &&
        other !== o &&
        !other.reduceOnly &&
        other.contractId === o.contractId &&
        other.leg === o.leg &&
        other.bookSide === o.bookSide &&
        other.status !== OrderStatus.NotReported
      ) {
        openLots += other.qty - other.filled;
      }
    }
    const after =
      BigInt((sameDir ? Math.abs(size) : 0) + openLots + lots) * BigInt(Math.max(price, mark)) * v;
    if (after > maxNotionalForLeverage(c.config.tiers, o.leverage)) return ErrorCode.LeverageLimit;
    const frozen = frozenFor(c, o, lots);
    const risk = accountRisk(state, a);
    if (risk.available < frozen) return ErrorCode.InsufficientBalance;
    // Would the fill at this price leave the position at or below maintenance at the mark?
    const dir = buy ? 1 : -1;
    const newSize = (sameDir || size === 0 ? size : 0) + dir * lots;
    const newCost =
      (sameDir || size === 0 ? (p?.cost ?? 0n) : 0n) + BigInt(dir * lots) * BigInt(price) * v;
    const newNotional = notionalOf(Math.abs(newSize), mark, v);
    const mmNew = maintenanceMargin(c.config.tiers, newNotional);
    const fee = feeOf(notional, c.config.takerFeeRate);
    const upnlNew = unrealizedPnl(newSize, newCost, mark, v);
    let equity: bigint;
    let mm: bigint;
    if (state.config(a, c.config.contractId).isolated) {
      equity = (sameDir ? (p?.margin ?? 0n) : 0n) + initialMargin(notional, o.leverage) + upnlNew;
      mm = mmNew;
    } else {
      const oldU = p !== undefined && p.size !== 0 ? unrealizedPnl(p.size, p.cost, mark, v) : 0n;
      const oldMm =
        p !== undefined && p.size !== 0
          ? maintenanceMargin(c.config.tiers, notionalOf(Math.abs(p.size), mark, v))
          : 0n;
      equity = risk.equity - fee - oldU + upnlNew;
      mm = risk.crossMaintenance - oldMm + mmNew;
    }
    if (equity <= mm) return ErrorCode.WouldLiquidate;
  }
  if (o.tif === 'postOnly' && !market) {
    const best = c.book.bestPrice(buy ? SELL : BUY);
    if (best !== undefined && (buy ? best <= o.price : best >= o.price))
      return ErrorCode.PostOnlyWouldTake;
  }
  return ErrorCode.Ok;
}

/** Registers a checked order, freezes its margin and matches it (the rest rests or ends). */
export function enterOrder(
  state: EngineState,
  c: ContractState,
  a: AccountState,
  o: OrderState,
): void {
  const market = o.type === 3 || o.type === 4;
  const buy = o.bookSide === BUY;
  state.orders.set(o.id, o);
  a.orders.add(o.id);
  o.status = OrderStatus.New;
  o.frozen = frozenFor(c, o, o.qty - o.filled);
  a.frozen += o.frozen;
  state.touch(a);
  if (
    o.tif === 'FOK' &&
    c.book.available(o.bookSide, o.price, o.userId, o.qty - o.filled) < o.qty - o.filled
  ) {
    finishOrder(state, o, OrderStatus.SystemCancelled);
    return;
  }
  const p = state.findPosition(a, c.config.contractId, o.leg);
  const protect = bankruptcyLimit(state, c, a, o, p);
  const takeLimit =
    protect === null ? o.price : buy ? Math.min(o.price, protect) : Math.max(o.price, protect);
  executeOrder(state, c, o, !market && (o.tif === 'GTC' || o.tif === 'postOnly'), false, takeLimit);
}

/**
 * The worst price at which an order that reduces a position may still fill without pushing the
 * position (isolated) or the account (cross) below zero after the taker fee: its bankruptcy price.
 * Null when the order does not reduce anything or no price can bankrupt it.
 */
function bankruptcyLimit(
  state: EngineState,
  c: ContractState,
  a: AccountState,
  o: OrderState,
  p: PositionState | undefined,
): number | null {
  if (p === undefined || p.size === 0 || (o.bookSide === BUY) === p.size > 0) return null;
  const v = c.config.valuePerLotTick;
  const t = c.config.takerFeeRate;
  let margin = p.margin;
  if (!p.isolated) {
    margin = a.wallet;
    for (const q of a.positions.values()) {
      if (q === p || q.isolated || q.size === 0) continue;
      const qc = state.contracts.get(q.contractId);
      if (qc !== undefined)
        margin += unrealizedPnl(q.size, q.cost, markOf(qc), qc.config.valuePerLotTick);
    }
  }
  const qv = BigInt(Math.abs(p.size)) * v;
  if (p.size > 0) {
    // margin + q·v·P·(1 − t) − C = 0
    const num = (p.cost - margin) * RATE_SCALE;
    return num <= 0n ? null : Number(ceilDiv(num, qv * (RATE_SCALE - t)));
  }
  // margin + |C| − q·v·P·(1 + t) = 0
  const num = (margin - p.cost) * RATE_SCALE;
  return num <= 0n ? 0 : Number(num / (qv * (RATE_SCALE + t)));
}
