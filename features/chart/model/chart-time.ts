/**
 * lightweight-charts has no time zones: it reads times as UTC seconds. The chart shows the user's
 * local time by shifting each time by the local offset at that instant (so daylight saving is
 * right on both sides of the change) and formatting the shifted time as UTC.
 */
export function toChartTime(timeMs: number): number {
  const offsetMinutes = new Date(timeMs).getTimezoneOffset();
  return Math.floor(timeMs / 1000) - offsetMinutes * 60;
}

/**
 * Chart times of a time-ordered list. Where the clock goes back an hour two candles could land on
 * one local time; the later one moves a second on, since the chart needs increasing times.
 */
export function toChartTimes(timesMs: readonly number[]): number[] {
  const out: number[] = [];
  for (const time of timesMs) {
    const shifted = toChartTime(time);
    const previous = out.at(-1);
    out.push(previous !== undefined && shifted <= previous ? previous + 1 : shifted);
  }
  return out;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Formats a shifted chart time (UTC seconds) in the page locale. */
export function formatChartTime(
  chartTime: number,
  locale: string,
  options: Intl.DateTimeFormatOptions,
): string {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    formatters.set(key, formatter);
  }
  return formatter.format(new Date(chartTime * 1000));
}
