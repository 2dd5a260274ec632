/**
 * Complete, deterministic image of the engine state: enough to rebuild an engine that behaves
 * exactly like the original (same book queues, same ids, same iteration orders).
 */
import { createHash } from 'node:crypto';
import type { ContractConfig } from './contract-config';
import type {
  AccountState,
  ContractState,
  MoneyRef,
  OrderState,
  PositionConfig,
  PositionState,
} from './state';
import { EngineState } from './state';
import type { ErrorCodeValue } from './types';
import { BUY, SELL } from './order-book';
import { decodeJson, encodeJson } from './codec';

/** The contract's own scalars as they are in the state, plus its queues as order ids. */
export type ContractSnapshot = Pick<
  ContractState,
  | 'lastPrice'
  | 'markPrice'
  | 'indexPrice'
  | 'insuranceFund'
  | 'feesCollected'
  | 'premiumSamples'
  | 'fundingRate'
  | 'nextFundingTime'
  | 'nextSampleTime'
> & {
  contractId: number;
  /** Missing in snapshots from before injections into the insurance fund. */
  insuranceFundInjected?: bigint;
  /** Resting order ids, best level first and FIFO inside a level. */
  bids: number[];
  asks: number[];
  triggers: number[];
};

/** The account's scalars as they are in the state, its maps and set as entry lists. */
export type AccountSnapshot = Omit<
  AccountState,
  'configs' | 'positions' | 'orders' | 'bonusMaxLeverage'
> & {
  /** Missing in snapshots from before vouchers carried a maximum leverage. */
  bonusMaxLeverage?: number;
  configs: Array<[number, PositionConfig]>;
  positions: Array<[number, PositionState]>;
  orders: number[];
};

export interface EngineSnapshot {
  version: 1;
  seq: number;
  now: number;
  nextOrderId: number;
  nextPositionId: number;
  nextTradeId: number;
  deposits: bigint;
  withdrawals: bigint;
  spot: Array<[number, bigint]>;
  contracts: ContractSnapshot[];
  accounts: AccountSnapshot[];
  orders: OrderState[];
  /** Client order ids still remembered: [key, orderId, at]. Missing in older snapshots. */
  clientOrders?: Array<[string, number, number]>;
  /**
   * Deposit / withdraw references still remembered: [ref, userId, kind, amount, code, at].
   * Missing in older snapshots.
   */
  moneyRefs?: Array<[string, number, MoneyRef['kind'], bigint, number, number]>;
  /** Referred user → [referrerId, rate]. Missing in older snapshots. */
  referrers?: Array<[number, number, bigint]>;
}

export function takeSnapshot(s: EngineState): EngineSnapshot {
  return {
    version: 1,
    seq: s.seq,
    now: s.now,
    nextOrderId: s.nextOrderId,
    nextPositionId: s.nextPositionId,
    nextTradeId: s.nextTradeId,
    deposits: s.deposits,
    withdrawals: s.withdrawals,
    spot: [...s.spot.entries()],
    contracts: [...s.contracts.values()].map((c) => ({
      contractId: c.config.contractId,
      lastPrice: c.lastPrice,
      markPrice: c.markPrice,
      indexPrice: c.indexPrice,
      insuranceFund: c.insuranceFund,
      insuranceFundInjected: c.insuranceFundInjected,
      feesCollected: c.feesCollected,
      premiumSamples: [...c.premiumSamples],
      fundingRate: c.fundingRate,
      nextFundingTime: c.nextFundingTime,
      nextSampleTime: c.nextSampleTime,
      bids: [...c.book.orders(BUY)].map((o) => o.id),
      asks: [...c.book.orders(SELL)].map((o) => o.id),
      triggers: [...c.triggers.keys()],
    })),
    accounts: [...s.accounts.values()].map((a) => ({
      key: a.key,
      userId: a.userId,
      type: a.type,
      wallet: a.wallet,
      frozen: a.frozen,
      bonus: a.bonus,
      bonusExpiresAt: a.bonusExpiresAt,
      bonusMaxLeverage: a.bonusMaxLeverage,
      hedge: a.hedge,
      configs: [...a.configs.entries()].map(([k, v]) => [k, { ...v }]),
      positions: [...a.positions.entries()].map(([k, p]) => [k, { ...p }]),
      orders: [...a.orders],
    })),
    orders: [...s.orders.values()].map((o) => ({ ...o })),
    clientOrders: [...s.clientOrders].map(([key, v]) => [key, v.orderId, v.at]),
    moneyRefs: [...s.moneyRefs].map(([ref, v]) => [ref, v.userId, v.kind, v.amount, v.code, v.at]),
    referrers: [...s.referrers].map(([userId, v]) => [userId, v.referrerId, v.rate]),
  };
}

export function restoreSnapshot(
  configs: readonly ContractConfig[],
  snap: EngineSnapshot,
): EngineState {
  const s = new EngineState();
  for (const c of configs) s.addContract(c);
  s.seq = snap.seq;
  s.now = snap.now;
  s.nextOrderId = snap.nextOrderId;
  s.nextPositionId = snap.nextPositionId;
  s.nextTradeId = snap.nextTradeId;
  s.deposits = snap.deposits;
  s.withdrawals = snap.withdrawals;
  for (const [u, v] of snap.spot) s.spot.set(u, v);
  // Orders from before client ids and TP/SL parents existed have neither.
  for (const o of snap.orders)
    s.orders.set(o.id, {
      ...o,
      clientOrderId: o.clientOrderId ?? null,
      parentOrderId: o.parentOrderId ?? 0,
    });
  for (const [key, orderId, at] of snap.clientOrders ?? [])
    s.clientOrders.set(key, { orderId, at });
  for (const [ref, userId, kind, amount, code, at] of snap.moneyRefs ?? [])
    s.moneyRefs.set(ref, { userId, kind, amount, code: code as ErrorCodeValue, at });
  for (const [userId, referrerId, rate] of snap.referrers ?? [])
    s.referrers.set(userId, { referrerId, rate });
  for (const as of snap.accounts) {
    const a: AccountState = {
      key: as.key,
      userId: as.userId,
      type: as.type,
      wallet: as.wallet,
      frozen: as.frozen,
      bonus: as.bonus,
      bonusExpiresAt: as.bonusExpiresAt,
      bonusMaxLeverage: as.bonusMaxLeverage ?? 0,
      hedge: as.hedge,
      configs: new Map(as.configs.map(([k, v]) => [k, { ...v }])),
      positions: new Map(as.positions.map(([k, p]) => [k, { ...p }])),
      orders: new Set(as.orders),
    };
    s.accounts.set(a.key, a);
    for (const p of a.positions.values())
      if (p.size !== 0) s.contracts.get(p.contractId)?.positions.add(p);
  }
  for (const cs of snap.contracts) {
    const c = s.contracts.get(cs.contractId);
    if (c === undefined) throw new Error(`snapshot has unknown contract ${cs.contractId}`);
    c.lastPrice = cs.lastPrice;
    c.markPrice = cs.markPrice;
    c.indexPrice = cs.indexPrice;
    c.insuranceFund = cs.insuranceFund;
    c.insuranceFundInjected = cs.insuranceFundInjected ?? 0n;
    c.feesCollected = cs.feesCollected;
    c.premiumSamples = [...cs.premiumSamples];
    c.fundingRate = cs.fundingRate;
    c.nextFundingTime = cs.nextFundingTime;
    c.nextSampleTime = cs.nextSampleTime;
    for (const id of [...cs.bids, ...cs.asks]) {
      const o = s.orders.get(id);
      if (o === undefined) throw new Error(`snapshot book references unknown order ${id}`);
      c.book.add(o.id, o.userId, o.bookSide, o.price, o.qty - o.filled);
    }
    for (const id of cs.triggers) {
      const o = s.orders.get(id);
      if (o !== undefined) c.triggers.set(id, o);
    }
  }
  s.bookDeltas.clear();
  return s;
}

export function encodeSnapshot(snap: EngineSnapshot): string {
  return encodeJson(snap);
}

export function decodeSnapshot(text: string): EngineSnapshot {
  return decodeJson<EngineSnapshot>(text);
}

/** SHA-256 of the canonical snapshot text. */
export function stateHash(s: EngineState): string {
  return createHash('sha256')
    .update(encodeJson(takeSnapshot(s)))
    .digest('hex');
}
