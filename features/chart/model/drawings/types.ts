/** The drawing tools of the price chart. */
export const DRAWING_KINDS = ['horizontal', 'trend', 'ray', 'rectangle', 'fibonacci'] as const;
export type DrawingKind = (typeof DRAWING_KINDS)[number];

/** How many drawings one contract keeps (the server refuses more). */
export const MAX_DRAWINGS_PER_CONTRACT = 50;

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

/** A short random id (no crypto needed: it only tells one drawing from another). */
export function newDrawingId(): string {
  return `d${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}
