/**
 * The futures calculator (PnL, target price, liquidation price, average price), built on the
 * engine's own risk formulas so both always agree. Integer units as everywhere in the engine.
 * The engine and the web app's calculator dialog both call this module.
 */
import { RATE_SCALE, ceilDiv } from './fixed-point';
import type { RiskTier, TickFraction } from './risk';
import { initialMargin, liquidationPrice, notionalOf, roi } from './risk';

/** What the calculator needs of a contract: the engine's ContractConfig has both. */
export interface CalculatorContract {
  /** Money units of one lot at a price of one tick. */
  valuePerLotTick: bigint;
  tiers: readonly RiskTier[];
}

export interface PnlResult {
  initialMargin: bigint;
  pnl: bigint;
  /** RATE_SCALE fixed point. */
  roi: bigint;
}

/** PnL of opening `lots` at `entry` and closing at `exit` (ticks), with `leverage`. */
export function calculatePnl(
  config: CalculatorContract,
  side: 1 | -1,
  entry: number,
  exit: number,
  lots: number,
  leverage: number,
): PnlResult {
  const v = config.valuePerLotTick;
  const im = initialMargin(notionalOf(lots, entry, v), leverage);
  const pnl = BigInt(side) * BigInt(lots) * BigInt(exit - entry) * v;
  return { initialMargin: im, pnl, roi: roi(pnl, im) };
}

/** Exit price for a target ROI (RATE_SCALE): entry × (1 ± ROI / leverage), as an exact fraction. */
export function targetPrice(
  side: 1 | -1,
  entry: number,
  targetRoi: bigint,
  leverage: number,
): TickFraction | null {
  const num = BigInt(entry) * (RATE_SCALE * BigInt(leverage) + BigInt(side) * targetRoi);
  const den = RATE_SCALE * BigInt(leverage);
  return num > 0n ? { num, den } : null;
}

export type CalculatorLiquidation =
  { kind: 'price'; ticks: number } | { kind: 'none' } | { kind: 'insufficientMargin' };

/**
 * Liquidation price of a single position given the margin backing it (isolated margin, or for
 * cross the wallet balance). "Insufficient margin" when the position would be liquidated at
 * its own entry price.
 */
export function calculateLiquidationPrice(
  config: CalculatorContract,
  side: 1 | -1,
  entry: number,
  lots: number,
  margin: bigint,
): CalculatorLiquidation {
  const cost = notionalOf(lots, entry, config.valuePerLotTick);
  const r = liquidationPrice({
    longLots: side === 1 ? lots : 0,
    longCost: side === 1 ? cost : 0n,
    shortLots: side === -1 ? lots : 0,
    shortCost: side === -1 ? cost : 0n,
    margin,
    valuePerLotTick: config.valuePerLotTick,
    tiers: config.tiers,
  });
  if (r.kind !== 'price') return r;
  if (side === 1 ? r.ticks >= entry : r.ticks <= entry) return { kind: 'insufficientMargin' };
  return { kind: 'price', ticks: r.ticks };
}

/** Average entry of several fills: Σ price × lots / Σ lots, rounded up to a tick. */
export function averagePrice(fills: ReadonlyArray<{ price: number; lots: number }>): number | null {
  let value = 0n;
  let lots = 0n;
  for (const f of fills) {
    value += BigInt(f.price) * BigInt(f.lots);
    lots += BigInt(f.lots);
  }
  return lots === 0n ? null : Number(ceilDiv(value, lots));
}
