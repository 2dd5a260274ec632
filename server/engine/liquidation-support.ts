/** Shared pieces of liquidation, the insurance fund and ADL: position PnL, records, internal fills. */
import type { AccountState, ContractState, EngineState, OrderState, PositionState } from './state';
import type { LiquidationRecord } from './types';
import { entryTicks, markOf } from './accounts';
import { emitOrder } from './order-state';
import { applyFill } from './positions';
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

/** Fills two engine-made orders against each other outside the book at `price` (no fee). */
export function fillInternally(
  state: EngineState,
  c: ContractState,
  mine: OrderState,
  theirs: OrderState,
  qty: number,
  price: number,
): void {
  applyFill(state, c, mine, qty, price, 0n, true);
  applyFill(state, c, theirs, qty, price, 0n, true);
  mine.status = OrderStatus.Filled;
  theirs.status = OrderStatus.Filled;
  emitOrder(state, mine);
  emitOrder(state, theirs);
}
