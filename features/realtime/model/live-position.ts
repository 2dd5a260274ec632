import type { WirePosition } from '@/lib/contract/wire/match';
import { usdt } from '@/lib/contract/fixed-point';
import { Decimal } from '@/lib/decimal';

type Figure =
  | 'size'
  | 'entryPrice'
  | 'margin'
  | 'markPrice'
  | 'upnl'
  | 'realizedPnl'
  | 'fees'
  | 'funding'
  | 'maintenanceMargin'
  | 'mmr'
  | 'riskRate'
  | 'roi';
type OptionalPrice = 'liquidationPrice' | 'breakevenPrice' | 'tpTrigger' | 'slTrigger';

/**
 * An open position as the store holds it: the contract's row (lib/contract/wire/match) read once,
 * when it arrives, into Decimals (each figure signed as the wire signs it) and the engine's exact
 * cost in money units, so no screen parses a string again on each render.
 */
export type LivePosition = Omit<WirePosition, Figure | OptionalPrice | 'cost'> & {
  [K in Figure]: Decimal;
} & {
  [K in OptionalPrice]: Decimal | null;
} & {
  /**
   * The engine's cost in money units (1e-8 USDT), signed as `size`: exact, where the entry price
   * is rounded to a tick. uPnL, ROE, breakeven and liquidation are computed from it.
   */
  cost: bigint;
};

const optional = (value: string | null) => (value === null ? null : new Decimal(value));

/** The store's row of a wire position (already checked against the contract's schema). */
export function livePositionOf(wire: WirePosition): LivePosition {
  return {
    ...wire,
    size: new Decimal(wire.size),
    entryPrice: new Decimal(wire.entryPrice),
    cost: usdt(wire.cost),
    margin: new Decimal(wire.margin),
    markPrice: new Decimal(wire.markPrice),
    upnl: new Decimal(wire.upnl),
    realizedPnl: new Decimal(wire.realizedPnl),
    fees: new Decimal(wire.fees),
    funding: new Decimal(wire.funding),
    maintenanceMargin: new Decimal(wire.maintenanceMargin),
    mmr: new Decimal(wire.mmr),
    riskRate: new Decimal(wire.riskRate),
    roi: new Decimal(wire.roi),
    liquidationPrice: optional(wire.liquidationPrice),
    breakevenPrice: optional(wire.breakevenPrice),
    tpTrigger: optional(wire.tpTrigger),
    slTrigger: optional(wire.slTrigger),
  };
}

const text = (value: Decimal | null) => (value === null ? null : value.toFixed());

/**
 * The row the engine sends as it ends a position: this one once more, with size 0 and no side.
 * A snapshot that no longer lists a position the store holds (after a reconnect, a page away)
 * ends it this way, so the store never keeps a closed position.
 */
export function endedPositionRow(position: LivePosition): WirePosition {
  return {
    ...position,
    side: 0,
    size: '0',
    entryPrice: position.entryPrice.toFixed(),
    cost: '0',
    margin: position.margin.toFixed(),
    markPrice: position.markPrice.toFixed(),
    upnl: '0',
    realizedPnl: position.realizedPnl.toFixed(),
    fees: position.fees.toFixed(),
    funding: position.funding.toFixed(),
    maintenanceMargin: '0',
    mmr: position.mmr.toFixed(),
    riskRate: '0',
    roi: '0',
    liquidationPrice: null,
    breakevenPrice: null,
    tpTrigger: text(position.tpTrigger),
    slTrigger: text(position.slTrigger),
  };
}
