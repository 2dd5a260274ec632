/**
 * The futures calculator in the screen's units (decimal strings in, Decimals out), on top of the
 * engine's own calculator (lib/contract/calculator), so the dialog and the engine agree to the
 * money unit.
 */
import {
  averagePrice as engineAveragePrice,
  calculateLiquidationPrice,
  calculatePnl,
  targetPrice as engineTargetPrice,
} from '@/lib/contract/calculator';
import { rate } from '@/lib/contract/fixed-point';
import type { Decimal } from '@/lib/decimal';
import {
  engineTerms,
  fractionToPrice,
  fromMoney,
  fromRate,
  fromTicks,
  positiveOrNull,
  toLots,
  toMoney,
  toTicks,
  type ContractTerms,
} from './contract-terms';

export type CalculatorSide = 'long' | 'short';

const sign = (side: CalculatorSide): 1 | -1 => (side === 'long' ? 1 : -1);

export interface PnlInput {
  side: CalculatorSide;
  entryPrice: string;
  exitPrice: string;
  /** In the base asset; whole contracts count, the rest cannot trade. */
  quantity: string;
  leverage: number;
}

export interface PnlOutput {
  initialMargin: Decimal;
  pnl: Decimal;
  /** A fraction: 0.5 is +50 %. */
  roi: Decimal;
}

/** PnL and ROI of opening at the entry and closing at the exit price; null for incomplete input. */
export function pnlOf(contract: ContractTerms, input: PnlInput): PnlOutput | null {
  const terms = engineTerms(contract);
  const entry = positiveOrNull(input.entryPrice);
  const exit = positiveOrNull(input.exitPrice);
  const quantity = positiveOrNull(input.quantity);
  if (!terms || !entry || !exit || !quantity || !(input.leverage >= 1)) return null;
  const lots = toLots(quantity, terms);
  if (lots <= 0) return null;
  const r = calculatePnl(
    terms,
    sign(input.side),
    toTicks(entry, terms),
    toTicks(exit, terms),
    lots,
    input.leverage,
  );
  return { initialMargin: fromMoney(r.initialMargin), pnl: fromMoney(r.pnl), roi: fromRate(r.roi) };
}

export interface TargetPriceInput {
  side: CalculatorSide;
  entryPrice: string;
  /** Target return on the margin as a fraction ("0.5" for +50 %, "-0.2" for −20 %). */
  targetRoi: string;
  leverage: number;
}

/** The exit price that yields the target ROI, on the tick grid; null when none exists. */
export function targetPriceOf(contract: ContractTerms, input: TargetPriceInput): Decimal | null {
  const terms = engineTerms(contract);
  const entry = positiveOrNull(input.entryPrice);
  if (!terms || !entry || !(input.leverage >= 1) || input.targetRoi.trim() === '') return null;
  let targetRoi: bigint;
  try {
    targetRoi = rate(input.targetRoi.trim());
  } catch {
    return null;
  }
  const fraction = engineTargetPrice(
    sign(input.side),
    toTicks(entry, terms),
    targetRoi,
    input.leverage,
  );
  return fraction === null ? null : fractionToPrice(fraction, terms);
}

export interface LiquidationInput {
  side: CalculatorSide;
  entryPrice: string;
  quantity: string;
  /** The margin backing the position: isolated margin, or the wallet balance for cross. */
  margin: string;
}

export type LiquidationOutput =
  { kind: 'price'; price: Decimal } | { kind: 'none' } | { kind: 'insufficientMargin' };

/** Estimated liquidation price, "none" (never liquidated) or the spec's "insufficient margin". */
export function liquidationOf(
  contract: ContractTerms,
  input: LiquidationInput,
): LiquidationOutput | null {
  const terms = engineTerms(contract);
  const entry = positiveOrNull(input.entryPrice);
  const quantity = positiveOrNull(input.quantity);
  const margin = positiveOrNull(input.margin);
  if (!terms || !entry || !quantity || !margin) return null;
  const lots = toLots(quantity, terms);
  if (lots <= 0) return null;
  const r = calculateLiquidationPrice(
    terms,
    sign(input.side),
    toTicks(entry, terms),
    lots,
    toMoney(margin),
  );
  return r.kind === 'price' ? { kind: 'price', price: fromTicks(r.ticks, terms) } : r;
}

/** Average entry of several fills (price and base quantity), rounded up to a tick. */
export function averagePriceOf(
  contract: ContractTerms,
  fills: readonly { price: string; quantity: string }[],
): Decimal | null {
  const terms = engineTerms(contract);
  if (!terms) return null;
  const engineFills: { price: number; lots: number }[] = [];
  for (const fill of fills) {
    const price = positiveOrNull(fill.price);
    const quantity = positiveOrNull(fill.quantity);
    if (!price || !quantity) continue;
    const lots = toLots(quantity, terms);
    if (lots > 0) engineFills.push({ price: toTicks(price, terms), lots });
  }
  const ticks = engineAveragePrice(engineFills);
  return ticks === null ? null : fromTicks(ticks, terms);
}
