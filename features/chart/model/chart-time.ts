/**
 * The zone the chart's time axis, crosshair and legend read in: the browser's own (`local`, the
 * default) or UTC, where the candles' 00:00 GMT opens line up with midnight.
 */
export const CHART_TIME_ZONES = ['local', 'utc'] as const;
export type ChartTimeZone = (typeof CHART_TIME_ZONES)[number];

export function isChartTimeZone(value: unknown): value is ChartTimeZone {
  return typeof value === 'string' && (CHART_TIME_ZONES as readonly string[]).includes(value);
}

/**
 * lightweight-charts has no time zones: it reads times as UTC seconds. For local time the chart
 * shifts each time by the local offset at that instant (so daylight saving is right on both sides
 * of the change) and formats the shifted time as UTC; for UTC nothing is shifted.
 */
export function toChartTime(timeMs: number, timeZone: ChartTimeZone): number {
  const offsetMinutes = timeZone === 'utc' ? 0 : new Date(timeMs).getTimezoneOffset();
  return Math.floor(timeMs / 1000) - offsetMinutes * 60;
}

/**
 * Chart times of a time-ordered list. Where the local clock goes back an hour two candles could
 * land on one local time; the later one moves a second on, since the chart needs increasing times.
 */
export function toChartTimes(timesMs: readonly number[], timeZone: ChartTimeZone): number[] {
  const out: number[] = [];
  for (const time of timesMs) {
    const shifted = toChartTime(time, timeZone);
    const previous = out.at(-1);
    out.push(previous !== undefined && shifted <= previous ? previous + 1 : shifted);
  }
  return out;
}

/**
 * The local zone as an offset from UTC at `at` ("UTC+9", "UTC-3:30", "UTC+0"), for the
 * choice's label: the browser names no zone the same way in every language.
 */
export function utcOffsetLabel(at: number = Date.now()): string {
  const minutes = -new Date(at).getTimezoneOffset();
  const sign = minutes < 0 ? '-' : '+';
  const hours = Math.floor(Math.abs(minutes) / 60);
  const rest = Math.abs(minutes) % 60;
  return `UTC${sign}${hours}${rest === 0 ? '' : `:${String(rest).padStart(2, '0')}`}`;
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

/** A time (UTC milliseconds) as the chart shows it in `timeZone`: the legend's candle time. */
export function formatTimeIn(
  timeMs: number,
  timeZone: ChartTimeZone,
  locale: string,
  options: Intl.DateTimeFormatOptions,
): string {
  return formatChartTime(toChartTime(timeMs, timeZone), locale, options);
}
