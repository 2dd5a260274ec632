/** A day range picked with two date inputs ("YYYY-MM-DD", either may be blank). */
export type DayRangeError = 'fromAfterTo';

export type DayRange =
  { from: number | undefined; to: number | undefined } | { error: DayRangeError };

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The start of a calendar day in the user's time zone, as epoch ms; null for anything else. */
export function startOfDay(day: string): number | null {
  const match = DAY.exec(day);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? null : date.getTime();
}

/**
 * The epoch-ms bounds of the days picked: from the first day's start to the last day's end
 * (inclusive), in the user's time zone. Blank or unreadable days leave that side open.
 */
export function dayRange(fromDay: string, toDay: string): DayRange {
  const from = startOfDay(fromDay) ?? undefined;
  const toStart = startOfDay(toDay);
  let to: number | undefined;
  if (toStart !== null) {
    const next = new Date(toStart);
    next.setDate(next.getDate() + 1);
    to = next.getTime() - 1;
  }
  if (from !== undefined && to !== undefined && from > to) return { error: 'fromAfterTo' };
  return { from, to };
}
