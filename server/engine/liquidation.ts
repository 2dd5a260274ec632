/**
 * Liquidation when the maintenance margin rate reaches 100 % (isolated: per position; cross:
 * per account): cancel the account's orders, reduce the position in the book no worse than the
 * price the insurance fund can still afford beyond bankruptcy, then the contract's insurance fund
 * takes the rest over at the bankruptcy price. What is left of the margin goes to the fund (the
 * forfeit); a shortfall is paid by it. The fund works its position out in the book on later mark
 * updates and ticks; when its equity (cash + position PnL) is gone, the position is
 * auto-deleveraged against the opposite side ranked by PnL% × effective leverage.
 */
import type { AccountState, ContractState, EngineState, OrderState, PositionState } from './state';
import type { LiquidationRecord } from './types';
import { BUY, SELL } from './order-book';
import { accountRisk, entryTicks, markOf } from './accounts';
import { emitOrder, finishOrder } from './order-state';
import { executeOrder } from './matching';
import { applyFill, fundAccountKey } from './positions';
import { slotOf } from './state';
import type { BookSide } from './order-book';
import { adlScore, bankruptcyPrice, maintenanceMargin, unrealizedPnl } from './risk';
import { RATE_SCALE, ceilDiv, floorDiv } from './fixed';
import { OrderStatus } from './types';

function upnlOf(state: EngineState, p: PositionState): bigint {
  const c = state.contracts.get(p.contractId);
  return c === undefined || p.size === 0
    ? 0n
    : unrealizedPnl(p.size, p.cost, markOf(c), c.config.valuePerLotTick);
}

function mmOf(c: ContractState, p: PositionState): bigint {
  const n = BigInt(Math.abs(p.size)) * BigInt(markOf(c)) * c.config.valuePerLotTick;
  return maintenanceMargin(c.config.tiers, n);
}

/** Liquidates whatever in this account has reached its maintenance margin. */
function byId(x: PositionState, y: PositionState): number {
  return x.id - y.id;
}

export function checkAccount(state: EngineState, a: AccountState): void {
  if (a.userId < 0) return; // the insurance fund's own account is managed by manageFund
  const isolated: PositionState[] = [];
  for (const p of a.positions.values()) if (p.isolated && p.size !== 0) isolated.push(p);
  if (isolated.length > 1) isolated.sort(byId);
  for (const p of isolated) {
    const c = state.contracts.get(p.contractId);
    if (c === undefined || p.size === 0) continue;
    const equity = p.margin + upnlOf(state, p);
    const mm = mmOf(c, p);
    if (equity <= mm) liquidateIsolated(state, a, c, p, equity, mm);
  }
  const risk = accountRisk(state, a);
  if (risk.crossMaintenance > 0n && risk.equity <= risk.crossMaintenance)
    liquidateCross(state, a, risk.equity, risk.crossMaintenance);
}

function cancelOrders(state: EngineState, a: AccountState, contractId: number | null): void {
  for (const id of [...a.orders]) {
    const o = state.orders.get(id);
    if (o !== undefined && (contractId === null || o.contractId === contractId))
      finishOrder(state, o, OrderStatus.SystemCancelled);
  }
}

function baseRecord(
  state: EngineState,
  a: AccountState,
  c: ContractState,
  p: PositionState,
  equity: bigint,
  mm: bigint,
): LiquidationRecord {
  return {
    type: 'Liquidate',
    userId: a.userId,
    accountType: a.type,
    contractId: c.config.contractId,
    positionId: p.id,
    isolated: p.isolated,
    hedge: a.hedge,
    side: p.size > 0 ? 1 : -1,
    triggerPrice: markOf(c),
    bankruptcyPrice: 0,
    entryPrice: entryTicks(p, c.config.valuePerLotTick),
    filledQty: 0,
    takenOverQty: 0,
    positionQty: Math.abs(p.size),
    equity,
    maintenanceMargin: mm,
    forfeit: 0n,
    ts: state.now,
  };
}

function liquidateIsolated(
  state: EngineState,
  a: AccountState,
  c: ContractState,
  p: PositionState,
  equity: bigint,
  mm: bigint,
): void {
  cancelOrders(state, a, c.config.contractId);
  const record = baseRecord(state, a, c, p, equity, mm);
  const walletBefore = a.wallet;
  const fundBefore = c.insuranceFund;
  const side = p.size > 0 ? 1 : -1;
  const pb = bankruptcyPrice(side, Math.abs(p.size), p.cost, p.margin, c.config.valuePerLotTick);
  const closed = closeAtBankruptcy(state, c, a, p, pb);
  // The position's margin came back to the wallet when it closed; what is left is the forfeit.
  const released = a.wallet - walletBefore;
  a.wallet = walletBefore;
  c.insuranceFund += released;
  record.bankruptcyPrice = closed.bankruptcyTicks;
  record.filledQty = closed.filled;
  record.takenOverQty = closed.takenOver;
  record.forfeit = c.insuranceFund - fundBefore;
  record.type = closed.selfTrade ? 'Self-trade' : record.forfeit < 0n ? 'Bankrupt' : 'Liquidate';
  finishLiquidation(state, a, c, record);
}

function liquidateCross(state: EngineState, a: AccountState, equity: bigint, mm: bigint): void {
  cancelOrders(state, a, null);
  const positions = [...a.positions.values()]
    .filter((p) => !p.isolated && p.size !== 0)
    .sort((x, y) => x.id - y.id);
  for (const p of positions) {
    if (p.size === 0) continue;
    const c = state.contracts.get(p.contractId);
    if (c === undefined) continue;
    const record = baseRecord(state, a, c, p, equity, mm);
    const fundBefore = c.insuranceFund;
    let others = 0n;
    for (const q of a.positions.values())
      if (q !== p && !q.isolated && q.size !== 0) others += upnlOf(state, q);
    const side = p.size > 0 ? 1 : -1;
    const pb = bankruptcyPrice(
      side,
      Math.abs(p.size),
      p.cost,
      a.wallet + others,
      c.config.valuePerLotTick,
    );
    const closed = closeAtBankruptcy(state, c, a, p, pb);
    // Leave exactly zero equity at the mark for what remains; the difference is the forfeit.
    let rest = 0n;
    for (const q of a.positions.values()) if (!q.isolated && q.size !== 0) rest += upnlOf(state, q);
    const surplus = a.wallet + rest;
    a.wallet -= surplus;
    c.insuranceFund += surplus;
    record.bankruptcyPrice = closed.bankruptcyTicks;
    record.filledQty = closed.filled;
    record.takenOverQty = closed.takenOver;
    record.forfeit = c.insuranceFund - fundBefore;
    record.type = closed.selfTrade ? 'Self-trade' : record.forfeit < 0n ? 'Bankrupt' : 'Liquidate';
    finishLiquidation(state, a, c, record);
  }
}

function finishLiquidation(
  state: EngineState,
  a: AccountState,
  c: ContractState,
  record: LiquidationRecord,
): void {
  state.touch(a);
  state.events.push({ type: 'liquidation', record });
  state.events.push({
    type: 'insuranceFund',
    contractId: c.config.contractId,
    balance: c.insuranceFund,
  });
}

function internalOrder(
  state: EngineState,
  a: AccountState,
  p: PositionState,
  qty: number,
  price: number,
  source: 'liquidation' | 'adl' | 'insuranceFund',
): OrderState {
  const long = p.size > 0;
  const o = systemOrder(state, a, long ? SELL : BUY, p.leg, qty, price, source, true);
  o.contractId = p.contractId;
  return o;
}

function systemOrder(
  state: EngineState,
  a: AccountState,
  bookSide: BookSide,
  leg: 0 | 1 | -1,
  qty: number,
  price: number,
  source: 'liquidation' | 'takeover' | 'adl' | 'insuranceFund',
  reduceOnly: boolean,
): OrderState {
  const buy = bookSide === BUY;
  const hedgeSide = leg === 1 ? 'closeLong' : 'closeShort';
  return {
    id: state.nextOrderId++,
    userId: a.userId,
    accountKey: a.key,
    accountType: a.type,
    contractId: 0,
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
    createdAt: state.now,
    updatedAt: state.now,
  };
}

/**
 * Closes a position: an IOC into the book limited so that the fund can pay any fill below
 * bankruptcy, then the insurance fund takes the remainder over at the bankruptcy price (rounded
 * in the account's favour so that price never leaves a shortfall).
 */
function closeAtBankruptcy(
  state: EngineState,
  c: ContractState,
  a: AccountState,
  p: PositionState,
  pb: { num: bigint; den: bigint } | null,
): { bankruptcyTicks: number; filled: number; takenOver: number; selfTrade: boolean } {
  const long = p.size > 0;
  const lots = Math.abs(p.size);
  const qv = BigInt(lots) * c.config.valuePerLotTick;
  const fund = c.insuranceFund > 0n ? c.insuranceFund : 0n;
  let bankruptcyTicks: number;
  let limit: number;
  if (pb === null) {
    bankruptcyTicks = markOf(c);
    limit = bankruptcyTicks;
  } else if (long) {
    bankruptcyTicks = Math.max(1, Number(ceilDiv(pb.num, pb.den)));
    limit = Math.max(1, Number(ceilDiv(pb.num * qv - fund * pb.den, pb.den * qv)));
  } else {
    bankruptcyTicks = Number(floorDiv(pb.num, pb.den));
    limit = Number(floorDiv(pb.num * qv + fund * pb.den, pb.den * qv));
  }
  const o = internalOrder(state, a, p, lots, limit, 'liquidation');
  state.orders.set(o.id, o);
  a.orders.add(o.id);
  const selfTrade = executeOrder(state, c, o, false, true) === 'selfTrade';
  const filled = o.filled;
  const left = Math.abs(p.size);
  if (left > 0) takeOver(state, c, a, p, left, bankruptcyTicks);
  return { bankruptcyTicks, filled, takenOver: left, selfTrade };
}

/** The contract's insurance fund account takes `qty` of the position at `price` (no fee). */
function takeOver(
  state: EngineState,
  c: ContractState,
  a: AccountState,
  p: PositionState,
  qty: number,
  price: number,
): void {
  const cid = c.config.contractId;
  const fund = state.account(-cid, 1);
  const mine = internalOrder(state, a, p, qty, price, 'liquidation');
  mine.source = 'takeover';
  const theirs = systemOrder(
    state,
    fund,
    mine.bookSide === BUY ? SELL : BUY,
    0,
    qty,
    price,
    'takeover',
    false,
  );
  theirs.contractId = cid;
  applyFill(state, c, mine, qty, price, 0n, true);
  applyFill(state, c, theirs, qty, price, 0n, true);
  mine.status = OrderStatus.Filled;
  theirs.status = OrderStatus.Filled;
  emitOrder(state, mine);
  emitOrder(state, theirs);
  state.fundCheck.add(c);
}

function fundPosition(
  state: EngineState,
  c: ContractState,
): { fund: AccountState; p: PositionState } | null {
  const fund = state.accounts.get(fundAccountKey(c.config.contractId));
  const p = fund?.positions.get(slotOf(c.config.contractId, 0));
  return fund === undefined || p === undefined || p.size === 0 ? null : { fund, p };
}

/**
 * Works out the fund's taken-over position: while the fund's equity is positive it reduces the
 * position in the book (no worse than the price band around the mark nor its own bankruptcy
 * price); once the equity is gone, the position is auto-deleveraged at the fund's bankruptcy price.
 */
export function manageFund(state: EngineState, c: ContractState): void {
  const held = fundPosition(state, c);
  if (held === null) return;
  const { fund, p } = held;
  const v = c.config.valuePerLotTick;
  const long = p.size > 0;
  const lots = Math.abs(p.size);
  const equity = c.insuranceFund + upnlOf(state, p);
  const pb = bankruptcyPrice(long ? 1 : -1, lots, p.cost, c.insuranceFund, v);
  if (equity <= 0n) {
    const price =
      pb === null
        ? markOf(c)
        : long
          ? Number(ceilDiv(pb.num, pb.den))
          : Number(floorDiv(pb.num, pb.den));
    autoDeleverage(state, c, fund, p, lots, Math.max(1, price));
    return;
  }
  const mark = BigInt(markOf(c));
  const band = c.config.priceBandRate;
  let limit: number;
  if (long) {
    const low = Number(ceilDiv(mark * (RATE_SCALE - band), RATE_SCALE));
    limit = Math.max(low, pb === null ? 1 : Number(ceilDiv(pb.num, pb.den)));
  } else {
    const high = Number((mark * (RATE_SCALE + band)) / RATE_SCALE);
    limit = pb === null ? high : Math.min(high, Number(floorDiv(pb.num, pb.den)));
  }
  if (c.book.bestPrice(long ? BUY : SELL) === undefined) return;
  const o = internalOrder(state, fund, p, lots, limit, 'insuranceFund');
  state.orders.set(o.id, o);
  fund.orders.add(o.id);
  executeOrder(state, c, o, false, true);
}

function autoDeleverage(
  state: EngineState,
  c: ContractState,
  a: AccountState,
  p: PositionState,
  qty: number,
  price: number,
): void {
  const sign = Math.sign(p.size);
  const ranked = [...c.positions]
    .filter((q) => q !== p && q.size !== 0 && Math.sign(q.size) === -sign)
    .map((q) => {
      const owner = state.accounts.get(q.accountKey);
      const upnl = upnlOf(state, q);
      const notional = BigInt(Math.abs(q.size)) * BigInt(markOf(c)) * c.config.valuePerLotTick;
      const equity = q.isolated
        ? q.margin + upnl
        : owner === undefined
          ? 0n
          : accountRisk(state, owner).equity;
      return { q, owner, score: adlScore(upnl, q.cost, notional, equity) };
    })
    .sort((x, y) => (x.score === y.score ? x.q.id - y.q.id : x.score > y.score ? -1 : 1));
  let left = qty;
  for (const { q, owner } of ranked) {
    if (left === 0) break;
    if (owner === undefined || q.size === 0) continue;
    const fill = Math.min(left, Math.abs(q.size));
    const record = baseRecord(state, owner, c, q, 0n, 0n);
    const mine = internalOrder(state, a, p, fill, price, 'adl');
    const theirs = internalOrder(state, owner, q, fill, price, 'adl');
    applyFill(state, c, mine, fill, price, 0n, true);
    applyFill(state, c, theirs, fill, price, 0n, true);
    mine.status = OrderStatus.Filled;
    theirs.status = OrderStatus.Filled;
    emitOrder(state, mine);
    emitOrder(state, theirs);
    record.type = 'ADL';
    record.bankruptcyPrice = price;
    record.filledQty = fill;
    state.events.push({ type: 'liquidation', record });
    left -= fill;
  }
  if (left > 0)
    throw new Error(
      `auto-deleveraging found no counterparty for ${left} lots on contract ${c.config.contractId}`,
    );
}
