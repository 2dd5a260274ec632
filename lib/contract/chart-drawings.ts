/**
 * The price chart's drawings as the web app draws them and `configs/preferences` keeps them (per
 * user and contract code). The rules are here once; ./chart-drawings-schema.ts checks them with zod
 * and loads with the chart, not with the trading screen.
 */

/** The drawing tools of the price chart. */
export const DRAWING_KINDS = ['horizontal', 'trend', 'ray', 'rectangle', 'fibonacci'] as const;
export type DrawingKind = (typeof DRAWING_KINDS)[number];

/** How many drawings one contract keeps on a user's chart (a contract's stay under ~8 KB). */
export const MAX_DRAWINGS_PER_CONTRACT = 50;

/** The largest anchor time (seconds; 2100-01-01): a bar's open time, never milliseconds. */
export const MAX_DRAWING_TIME = 4_102_444_800;

/** A drawing's id: short, so a stored drawing stays small. */
export const DRAWING_ID_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

/** An anchor's price: a positive decimal string with the contract's decimals. */
export const DRAWING_PRICE_PATTERN = /^\d{1,20}(\.\d{1,20})?$/;

/** The contract codes drawings are kept under ("BTCUSDT"). */
export const DRAWING_CONTRACT_CODE_PATTERN = /^[A-Z0-9]{2,30}$/;

/**
 * A point of a drawing: the open time of a bar (UTC seconds, so a time-zone switch moves
 * nothing) and a price (decimal string with the contract's decimals).
 */
export interface AnchorPoint {
  time: number;
  price: string;
}

export interface Drawing {
  id: string;
  kind: DrawingKind;
  /** One point for a horizontal line, two for the others. */
  points: AnchorPoint[];
}

/** Every contract's drawings, by contract code ("BTCUSDT"). */
export type DrawingsByContract = Record<string, Drawing[]>;

export function pointsNeeded(kind: DrawingKind): 1 | 2 {
  return kind === 'horizontal' ? 1 : 2;
}
