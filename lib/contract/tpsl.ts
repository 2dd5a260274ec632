/**
 * The spec's TP/SL rule (§5), one place for the engine, the order panel and the position dialog:
 * a take profit lies beyond the entry in the position's favour (above it for a long, below for a
 * short), a stop loss beyond it against the position; the same for each limit price once
 * triggered. A price equal to the entry is on neither side.
 */
export type TpSlKind = 'tp' | 'sl';

/** Whether a take profit or stop loss of a long or a short must lie above or below the entry. */
export function tpSlSide(kind: TpSlKind, long: boolean): 'above' | 'below' {
  return (kind === 'tp') === long ? 'above' : 'below';
}

/**
 * Whether a price is on its required side, given how it compares with the entry (negative below,
 * 0 equal, positive above: `Decimal.comparedTo`, or a difference of ticks).
 */
export function isOnTpSlSide(kind: TpSlKind, long: boolean, comparedToEntry: number): boolean {
  return tpSlSide(kind, long) === 'above' ? comparedToEntry > 0 : comparedToEntry < 0;
}
