/** Account-level figures: equity, available balance, maintenance margin, and the views sent out. */
import type { AccountState, ContractState, EngineState, PositionState } from './state';
import type { BalanceView, PositionView } from './types';
import {
  breakevenPrice,
  initialMargin,
  liquidationPrice,
  maintenanceMargin,
  marginRatio,
  notionalOf,
  roi,
  tierFor,
  unrealizedPnl,
} from './risk';
import { absBig } from './fixed';

export interface AccountRisk {
  upnl: bigint;
  crossUpnl: bigint;
  crossInitial: bigint;
  crossMaintenance: bigint;
  isolatedMargin: bigint;
  /** Cross equity: wallet + cross uPnL. */
  equity: bigint;
  /** real: equity − cross initial margin − frozen order margin. */
  available: bigint;
}

/** Trial fund (10) and voucher (30) accounts: cross, one-way, one contract, full close only. */
export function isBonusAccount(a: AccountState): boolean {
  return a.type === 10 || a.type === 30;
}

/** The part of a bonus account's wallet that is still the platform's trial fund / voucher. */
export function remainingBonus(a: AccountState): bigint {
  if (a.bonus <= 0n || a.wallet <= 0n) return 0n;
  return a.bonus < a.wallet ? a.bonus : a.wallet;
}

export function markOf(c: ContractState): number {
  return c.markPrice > 0 ? c.markPrice : c.lastPrice;
}

export function accountRisk(state: EngineState, a: AccountState): AccountRisk {
  let upnl = 0n;
  let crossUpnl = 0n;
  let crossInitial = 0n;
  let crossMaintenance = 0n;
  let isolatedMargin = 0n;
  for (const p of a.positions.values()) {
    if (p.size === 0) continue;
    const c = state.contracts.get(p.contractId);
    if (c === undefined) continue;
    const v = c.config.valuePerLotTick;
    const mark = markOf(c);
    const u = unrealizedPnl(p.size, p.cost, mark, v);
    upnl += u;
    if (p.isolated) {
      isolatedMargin += p.margin;
      continue;
    }
    const notional = notionalOf(Math.abs(p.size), mark, v);
    crossUpnl += u;
    crossInitial += initialMargin(notional, p.leverage);
    crossMaintenance += maintenanceMargin(c.config.tiers, notional);
  }
  const equity = a.wallet + crossUpnl;
  return {
    upnl,
    crossUpnl,
    crossInitial,
    crossMaintenance,
    isolatedMargin,
    equity,
    available: equity - crossInitial - a.frozen,
  };
}

export function balanceView(state: EngineState, a: AccountState, risk?: AccountRisk): BalanceView {
  const r = risk ?? accountRisk(state, a);
  return {
    userId: a.userId,
    account: a.type,
    wallet: a.wallet,
    real: r.available,
    trade: r.available > 0n ? r.available : 0n,
    upnl: r.upnl,
    frozen: a.frozen,
    isolatedMargin: r.isolatedMargin,
    bonus: remainingBonus(a),
    maxLeverage: a.bonusMaxLeverage,
    equity: r.equity + r.isolatedMargin,
    maintenanceMargin: r.crossMaintenance,
  };
}

export function spotBalanceView(userId: number, amount: bigint): BalanceView {
  return {
    userId,
    account: 'spot',
    wallet: amount,
    real: amount,
    trade: amount > 0n ? amount : 0n,
    upnl: 0n,
    frozen: 0n,
    isolatedMargin: 0n,
    bonus: 0n,
    maxLeverage: 0,
    equity: amount,
    maintenanceMargin: 0n,
  };
}

function roundFraction(num: bigint, den: bigint): number {
  return den === 0n ? 0 : Number((2n * num + den) / (2n * den));
}

/** Entry price in ticks (rounded to the nearest tick). */
export function entryTicks(p: PositionState, v: bigint): number {
  if (p.size === 0) return 0;
  return roundFraction(absBig(p.cost), BigInt(Math.abs(p.size)) * v);
}

/**
 * Margin backing a position in the liquidation formula: its own margin when isolated; for cross,
 * the wallet plus the other cross positions' uPnL minus their maintenance margin.
 */
export function crossMarginExcluding(
  state: EngineState,
  a: AccountState,
  contractId: number,
): bigint {
  let m = a.wallet;
  for (const p of a.positions.values()) {
    if (p.size === 0 || p.isolated || p.contractId === contractId) continue;
    const c = state.contracts.get(p.contractId);
    if (c === undefined) continue;
    const mark = markOf(c);
    const notional = notionalOf(Math.abs(p.size), mark, c.config.valuePerLotTick);
    m +=
      unrealizedPnl(p.size, p.cost, mark, c.config.valuePerLotTick) -
      maintenanceMargin(c.config.tiers, notional);
  }
  return m;
}

export function estimatedLiquidationPrice(
  state: EngineState,
  a: AccountState,
  p: PositionState,
): number | null {
  const c = state.contracts.get(p.contractId);
  if (c === undefined || p.size === 0) return null;
  let longLots = 0;
  let shortLots = 0;
  let longCost = 0n;
  let shortCost = 0n;
  let margin: bigint;
  if (p.isolated) {
    if (p.size > 0) {
      longLots = p.size;
      longCost = p.cost;
    } else {
      shortLots = -p.size;
      shortCost = -p.cost;
    }
    margin = p.margin;
  } else {
    for (const q of a.positions.values()) {
      if (q.contractId !== p.contractId || q.isolated) continue;
      if (q.size > 0) {
        longLots += q.size;
        longCost += q.cost;
      } else if (q.size < 0) {
        shortLots -= q.size;
        shortCost -= q.cost;
      }
    }
    margin = crossMarginExcluding(state, a, p.contractId);
  }
  const r = liquidationPrice({
    longLots,
    longCost,
    shortLots,
    shortCost,
    margin,
    valuePerLotTick: c.config.valuePerLotTick,
    tiers: c.config.tiers,
  });
  return r.kind === 'price' ? r.ticks : null;
}

export function positionView(
  state: EngineState,
  a: AccountState,
  p: PositionState,
  risk?: AccountRisk,
): PositionView {
  const c = state.contracts.get(p.contractId);
  const v = c?.config.valuePerLotTick ?? 1n;
  const mark = c === undefined ? 0 : markOf(c);
  const lots = Math.abs(p.size);
  const notional = notionalOf(lots, mark, v);
  const upnl = p.size === 0 ? 0n : unrealizedPnl(p.size, p.cost, mark, v);
  const mm = c === undefined ? 0n : maintenanceMargin(c.config.tiers, notional);
  const im = initialMargin(absBig(p.cost), p.leverage);
  const side: 1 | -1 | 0 = p.size > 0 ? 1 : p.size < 0 ? -1 : 0;
  const be =
    side === 0 || c === undefined
      ? null
      : breakevenPrice(
          side,
          lots,
          p.cost,
          p.realizedPnl - p.fees - p.funding,
          c.config.takerFeeRate,
          v,
        );
  const tp = p.tpOrderId > 0 ? state.orders.get(p.tpOrderId) : undefined;
  const sl = p.slOrderId > 0 ? state.orders.get(p.slOrderId) : undefined;
  const equity = p.isolated ? p.margin + upnl : 0n;
  const cross = p.isolated ? null : (risk ?? accountRisk(state, a));
  return {
    positionId: p.id,
    userId: p.userId,
    accountType: p.accountType,
    contractId: p.contractId,
    side,
    hedge: p.leg !== 0,
    size: p.size,
    entryPrice: entryTicks(p, v),
    cost: p.cost,
    isolated: p.isolated,
    leverage: p.leverage,
    margin: p.isolated ? p.margin : im,
    markPrice: mark,
    upnl,
    realizedPnl: p.realizedPnl,
    fees: p.fees,
    funding: p.funding,
    maintenanceMargin: mm,
    mmr: c === undefined ? 0n : tierFor(c.config.tiers, notional).mmr,
    riskRate:
      cross === null ? marginRatio(mm, equity) : marginRatio(cross.crossMaintenance, cross.equity),
    roi: roi(upnl, im),
    liquidationPrice: estimatedLiquidationPrice(state, a, p),
    breakevenPrice: be === null ? null : roundFraction(be.num, be.den),
    tpTrigger: tp?.triggerPrice ?? null,
    slTrigger: sl?.triggerPrice ?? null,
    openedAt: p.openedAt,
    updatedAt: p.updatedAt,
  };
}
