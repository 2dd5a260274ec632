/**
 * The x axis of Renko and Point & Figure: brick or column i sits in slot i, evenly spaced, so a
 * quiet hour does not squeeze them and a volatile minute does not stack them. lightweight-charts
 * wants strictly increasing times, so slot i gets the synthetic time `i × SLOT_SECONDS`; the
 * axis and the legend look the slot's real start time up (chart components/use-slot-axis.ts).
 * A minute a slot: the library then puts its tick marks on round slot numbers (every 5, 30, 60).
 */
export const SLOT_SECONDS = 60;

export const slotTime = (slot: number): number => slot * SLOT_SECONDS;

/** The slot of a synthetic time, or -1 for a time that is none (not a number, not a slot). */
export function slotOf(time: unknown): number {
  if (typeof time !== 'number' || !Number.isFinite(time)) return -1;
  const slot = time / SLOT_SECONDS;
  return Number.isInteger(slot) && slot >= 0 ? slot : -1;
}
