/** Read-only views of the engine state for the server: balances, positions, orders, books, funds. */
import type { EngineState } from './state';
import { accountKeyOf, slotOf, userAccounts } from './state';
import type { AccountType, BalanceView, OrderView, PositionView } from './types';
import { BUY, SELL } from './order-book';
import { balanceView, markOf, positionView, spotBalanceView } from './accounts';
import { orderView } from './order-state';
import { predictedFundingRate } from './funding-settlement';

/** Spot wallet plus every futures account of the user (spec fields real / trade / upnl / frozen). */
export function userBalances(s: EngineState, userId: number): BalanceView[] {
  const out = [spotBalanceView(userId, s.spot.get(userId) ?? 0n)];
  for (const a of userAccounts(s, userId)) out.push(balanceView(s, a));
  return out;
}

/** Open positions, newest (highest id) first as the 3012 list. */
export function userPositions(
  s: EngineState,
  userId: number,
  accountType?: AccountType,
): PositionView[] {
  const out: PositionView[] = [];
  for (const a of userAccounts(s, userId, accountType))
    for (const p of a.positions.values()) if (p.size !== 0) out.push(positionView(s, a, p));
  return out.sort((x, y) => y.positionId - x.positionId);
}

/** Open orders (resting and untriggered conditional ones), oldest first. */
export function userOpenOrders(
  s: EngineState,
  userId: number,
  accountType?: AccountType,
): OrderView[] {
  const out: OrderView[] = [];
  for (const a of userAccounts(s, userId, accountType)) {
    for (const id of a.orders) {
      const o = s.orders.get(id);
      if (o !== undefined)
        out.push(orderView(o, a.positions.get(slotOf(o.contractId, o.leg))?.id ?? 0));
    }
  }
  return out.sort((x, y) => x.orderId - y.orderId);
}

/** One open order of the user (undefined when it is not open or not theirs): no scan of the rest. */
export function userOpenOrder(
  s: EngineState,
  userId: number,
  orderId: number,
): OrderView | undefined {
  const o = s.orders.get(orderId);
  if (o === undefined || o.userId !== userId) return undefined;
  return orderView(
    o,
    s.accounts.get(o.accountKey)?.positions.get(slotOf(o.contractId, o.leg))?.id ?? 0,
  );
}

export interface PositionConfigView {
  contractId: number;
  isolated: boolean;
  leverage: number;
  hedge: boolean;
}

/** Leverage and margin mode per contract (the 3022 message); defaults for untouched contracts. */
export function userPositionConfigs(
  s: EngineState,
  userId: number,
  accountType: AccountType,
): PositionConfigView[] {
  const a = s.accounts.get(accountKeyOf(userId, accountType));
  // An untouched contract starts where `EngineState.config` would start it: 20x, or a voucher's
  // maximum when that is lower.
  const max = a?.bonusMaxLeverage ?? 0;
  const start = max > 0 && max < 20 ? max : 20;
  return [...s.contracts.keys()].map((contractId) => {
    const cfg = a?.configs.get(contractId);
    return {
      contractId,
      isolated: cfg?.isolated ?? false,
      leverage: cfg?.leverage ?? start,
      hedge: a?.hedge ?? false,
    };
  });
}

export interface BookSnapshot {
  contractId: number;
  /** [price ticks, lots], best first; prices grouped down (bids) / up (asks) to `step` ticks. */
  bids: Array<[number, number]>;
  asks: Array<[number, number]>;
}

export function bookSnapshot(
  s: EngineState,
  contractId: number,
  step = 1,
  levels = 50,
): BookSnapshot | null {
  const c = s.contracts.get(contractId);
  if (c === undefined) return null;
  const group = (side: 0 | 1): Array<[number, number]> => {
    const out: Array<[number, number]> = [];
    for (const [price, qty] of c.book.depth(side)) {
      const key = side === BUY ? Math.floor(price / step) * step : Math.ceil(price / step) * step;
      const last = out[out.length - 1];
      if (last !== undefined && last[0] === key) last[1] += qty;
      else if (out.length < levels) out.push([key, qty]);
      else break;
    }
    return out;
  };
  return { contractId, bids: group(BUY), asks: group(SELL) };
}

export interface MarketView {
  contractId: number;
  lastPrice: number;
  markPrice: number;
  indexPrice: number;
  insuranceFund: bigint;
  feesCollected: bigint;
  /** Rate settled at the last funding time. */
  lastFundingRate: bigint;
  /** Rate the running interval would settle at now. */
  predictedFundingRate: bigint;
  nextFundingTime: number;
  fundingIntervalHours: number;
  openInterest: number;
}

export function marketView(s: EngineState, contractId: number): MarketView | null {
  const c = s.contracts.get(contractId);
  if (c === undefined) return null;
  let oi = 0;
  for (const p of c.positions) if (p.size > 0) oi += p.size;
  return {
    contractId,
    lastPrice: c.lastPrice,
    markPrice: markOf(c),
    indexPrice: c.indexPrice,
    insuranceFund: c.insuranceFund,
    feesCollected: c.feesCollected,
    lastFundingRate: c.fundingRate,
    predictedFundingRate: predictedFundingRate(c),
    nextFundingTime: c.nextFundingTime,
    fundingIntervalHours: c.config.fundingIntervalHours,
    openInterest: oi,
  };
}
