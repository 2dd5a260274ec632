import type { ChartType } from './chart-types';

/**
 * The settings of the price-move charts (Renko, Kagi, Point & Figure): the box size as a share of
 * the price (so one choice fits BTC and PEPE alike; the box itself is put on the contract's tick
 * grid, see candle.ts boxSizeFor) and, for Point & Figure, the reversal in boxes.
 */
export const BOX_PERCENTS = ['0.1', '0.25', '0.5', '1', '2'] as const;
export type BoxPercent = (typeof BOX_PERCENTS)[number];

export const REVERSALS = [1, 2, 3, 4, 5] as const;
export type Reversal = (typeof REVERSALS)[number];

export interface BrickSettings {
  boxPercent: BoxPercent;
  reversal: Reversal;
}

/** 0.5 % of the price and the classic three-box reversal. */
export const DEFAULT_BRICK_SETTINGS: BrickSettings = { boxPercent: '0.5', reversal: 3 };

export function isBoxPercent(value: unknown): value is BoxPercent {
  return typeof value === 'string' && (BOX_PERCENTS as readonly string[]).includes(value);
}

export function isReversal(value: unknown): value is Reversal {
  return typeof value === 'number' && (REVERSALS as readonly number[]).includes(value);
}

/** The chart types drawn from boxes of a size. */
export function usesBoxSize(type: ChartType): boolean {
  return type === 'renko' || type === 'kagi' || type === 'pointAndFigure';
}

/** The chart types that turn after a number of boxes. */
export function usesReversal(type: ChartType): boolean {
  return type === 'pointAndFigure';
}
