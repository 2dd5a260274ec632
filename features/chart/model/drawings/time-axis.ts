import type { ChartTimeZone } from '../chart-time';

/**
 * The UTC time (seconds) a chart time stands for: the inverse of `toChartTime` (the chart shifts
 * UTC by the local offset at that instant; the offset is read twice to get the instant right).
 */
export function fromChartTime(chartTime: number, timeZone: ChartTimeZone): number {
  if (timeZone === 'utc') return chartTime;
  const guess = chartTime + new Date(chartTime * 1000).getTimezoneOffset() * 60;
  return chartTime + new Date(guess * 1000).getTimezoneOffset() * 60;
}

/** The seconds between the last two bars (a minute when fewer are known). */
function barSeconds(times: readonly number[]): number {
  const last = times.at(-1);
  const before = times.at(-2);
  return last !== undefined && before !== undefined && last > before ? last - before : 60;
}

/**
 * A time's place on the bar axis (logical index, fractional between bars); past either end it
 * goes on at the last bars' spacing, so a drawing reaching into the future keeps its place.
 */
export function timeToLogical(times: readonly number[], time: number): number | null {
  const first = times[0];
  const last = times.at(-1);
  if (first === undefined || last === undefined) return null;
  const step = barSeconds(times);
  if (time <= first) return (time - first) / step;
  if (time >= last) return times.length - 1 + (time - last) / step;
  let low = 0;
  let high = times.length - 1;
  while (high - low > 1) {
    const middle = (low + high) >> 1;
    if ((times[middle] ?? 0) <= time) low = middle;
    else high = middle;
  }
  const at = times[low] ?? 0;
  const next = times[high] ?? at;
  return low + (next === at ? 0 : (time - at) / (next - at));
}

/** The bar time nearest to a logical index; past the last bar, the time it would have. */
export function logicalToTime(times: readonly number[], logical: number): number | null {
  const first = times[0];
  const last = times.at(-1);
  if (first === undefined || last === undefined) return null;
  const index = Math.round(logical);
  const step = barSeconds(times);
  if (index < 0) return first + index * step;
  if (index >= times.length) return last + (index - (times.length - 1)) * step;
  return times[index] ?? null;
}
