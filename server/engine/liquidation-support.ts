/** Shared pieces of liquidation, the insurance fund and ADL: engine-made orders and records. */
import type { AccountState, ContractState, EngineState, OrderState, PositionState } from './state';
import type { LiquidationRecord } from './types';
import type { BookSide } from './order-book';
import { BUY, SELL } from './order-book';
import { entryTicks, markOf } from './accounts';
import { unrealizedPnl } from './risk';
import { OrderStatus } from './types';

export function upnlOf(state: EngineState, p: PositionState): bigint {
  const c = state.contracts.get(p.contractId);
  return c === undefined || p.size === 0
    ? 0n
    : unrealizedPnl(p.size, p.cost, markOf(c), c.config.valuePerLotTick);
}

export function baseRecord(
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

export function internalOrder(
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

export function systemOrder(
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
