/**
 * What a position's dialogs show before the trader confirms: the PnL of closing (part of) it at a
 * price, the trigger price that yields a chosen ROE or PnL, and the liquidation price after adding
 * or removing margin. The same figures as the positions table (./position-row), from the same
 * inputs, so a dialog never disagrees with the row beside it.
 */
import type { MarketIndicator, Position } from '@/features/realtime';
import { Decimal, type DecimalInput } from '@/lib/decimal';
import { positiveOrNull, type ContractTerms } from './contract-terms';
import { toPositionRow, type PositionRow } from './position-row';

export interface PnlEstimate {
  /** Before fees: size × exit − what that size cost, negative for a loss (a short's reversed). */
  pnl: Decimal;
  /** PnL ÷ the share of the initial margin the closed quantity holds (the table's ROE). */
  roe: Decimal | null;
}

const signOf = (row: PositionRow): 1 | -1 => (row.side === 'short' ? -1 : 1);

/** The PnL of closing `quantity` (base asset; the whole position when omitted) at `exitPrice`. */
export function closePnl(
  row: PositionRow,
  exitPrice: DecimalInput | null | undefined,
  quantity?: DecimalInput | null,
): PnlEstimate | null {
  const exit = positiveOrNull(exitPrice);
  const closed = quantity === undefined ? row.size : positiveOrNull(quantity);
  if (exit === null || closed === null || row.side === null) return null;
  if (row.size === null || row.size.isZero()) return null;
  // The closed share of what the position cost, exactly: not the rounded entry price × quantity.
  const entryShare = row.entryValue.times(closed).dividedBy(row.size);
  const pnl = exit.times(closed).minus(entryShare).times(signOf(row));
  const margin = row.initialMargin?.times(closed).dividedBy(row.size) ?? null;
  return { pnl, roe: margin === null || margin.isZero() ? null : pnl.dividedBy(margin) };
}

/** How a TP/SL trigger is entered: a price, a target ROE (percent) or a target PnL (USDT). */
export type TriggerTarget = 'price' | 'roe' | 'pnl';

/**
 * The trigger price, on the contract's tick grid (nearest tick), where closing the whole position
 * makes `value`: a PnL in USDT, or an ROE in percent of the initial margin ("50" for +50 %), as
 * the table's ROE (margin added to an isolated position since does not change it).
 * Gains are positive, losses negative (a stop loss of "-20" ROE). Null when no positive price
 * yields it (a short's take profit of more than its whole notional).
 */
export function triggerPriceFor(
  row: PositionRow,
  contract: ContractTerms | null | undefined,
  target: Exclude<TriggerTarget, 'price'>,
  value: string,
): Decimal | null {
  if (row.size === null || row.size.isZero() || row.side === null) return null;
  let amount: Decimal;
  try {
    amount = new Decimal(value.trim());
  } catch {
    return null;
  }
  if (!amount.isFinite()) return null;
  const pnl =
    target === 'pnl'
      ? amount
      : row.initialMargin === null
        ? null
        : amount.dividedBy(100).times(row.initialMargin);
  if (pnl === null) return null;
  const price = row.entryValue.plus(pnl.times(signOf(row))).dividedBy(row.size);
  const tick = positiveOrNull(contract?.tickSize);
  const onGrid =
    tick === null
      ? price
      : price.dividedBy(tick).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).times(tick);
  return onGrid.greaterThan(0) ? onGrid : null;
}

/**
 * The liquidation price of an isolated position once `delta` margin is added (positive) or
 * removed (negative); null when the margin would not be positive or no price results.
 */
export function liquidationAfterMargin(
  raw: Position,
  contract: ContractTerms | null | undefined,
  indicator: MarketIndicator | null | undefined,
  delta: DecimalInput,
): Decimal | null {
  const after = raw.margin.plus(delta);
  if (!raw.margin.greaterThan(0) || !after.greaterThan(0)) return null;
  return toPositionRow({ ...raw, margin: after }, contract, indicator).liquidationPrice;
}
