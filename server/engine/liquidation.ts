/**
 * Liquidation when the maintenance margin rate reaches 100 % (isolated: per position; cross:
 * per account): cancel the account's orders, reduce the position in the book no worse than the
 * price the insurance fund can still afford beyond bankruptcy, then the contract's insurance fund
 * takes the rest over at the bankruptcy price. What is left of the margin goes to the fund (the
 * forfeit); a shortfall is paid by it. The fund works its position out in the book on later mark
 * updates and ticks; when its equity (cash + position PnL) is gone, the position is
 * auto-deleveraged against the opposite side ranked by PnL% × effective leverage.
 */
import type { AccountState, ContractState, EngineState, PositionState } from './state';
import type { LiquidationRecord } from './types';
import { accountRisk, markOf } from './accounts';
import { cancelOrdersOf, internalOrder } from './order-state';
import { executeOrder } from './matching';
import { bankruptcyPrice, maintenanceMargin, notionalOf } from './risk';
import { ceilDiv, floorDiv } from './fixed';
import { baseRecord, upnlOf } from './liquidation-support';
import { takeOver } from './insurance-fund';
import { book } from './ledger';

function mmOf(c: ContractState, p: PositionState): bigint {
  const n = notionalOf(Math.abs(p.size), markOf(c), c.config.valuePerLotTick);
  return maintenanceMargin(c.config.tiers, n);
}

function byId(x: PositionState, y: PositionState): number {
  return x.id - y.id;
}

/** Liquidates whatever in this account has reached its maintenance margin. */
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

function liquidateIsolated(
  state: EngineState,
  a: AccountState,
  c: ContractState,
  p: PositionState,
  equity: bigint,
  mm: bigint,
): void {
  cancelOrdersOf(state, a, c.config.contractId);
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
  book(state, a, 'liquidationClearance', -released, { contractId: c.config.contractId });
  finishLiquidation(state, a, c, record, closed, fundBefore);
}

function liquidateCross(state: EngineState, a: AccountState, equity: bigint, mm: bigint): void {
  cancelOrdersOf(state, a, null);
  const positions = [...a.positions.values()].filter((p) => !p.isolated && p.size !== 0).sort(byId);
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
    book(state, a, 'liquidationClearance', -surplus, { contractId: c.config.contractId });
    finishLiquidation(state, a, c, record, closed, fundBefore);
  }
}

/** Completes the record from the close and the fund's change (the forfeit), then emits it. */
function finishLiquidation(
  state: EngineState,
  a: AccountState,
  c: ContractState,
  record: LiquidationRecord,
  closed: ClosedPosition,
  fundBefore: bigint,
): void {
  record.bankruptcyPrice = closed.bankruptcyTicks;
  record.filledQty = closed.filled;
  record.takenOverQty = closed.takenOver;
  record.forfeit = c.insuranceFund - fundBefore;
  record.type = closed.selfTrade ? 'Self-trade' : record.forfeit < 0n ? 'Bankrupt' : 'Liquidate';
  state.touch(a);
  state.events.push({ type: 'liquidation', record });
  state.events.push({
    type: 'insuranceFund',
    contractId: c.config.contractId,
    balance: c.insuranceFund,
  });
}

interface ClosedPosition {
  bankruptcyTicks: number;
  filled: number;
  takenOver: number;
  selfTrade: boolean;
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
): ClosedPosition {
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
