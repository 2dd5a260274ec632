import type { IndicatorBar, Stepper } from './stepper';

/** What an average is taken of: the close (MA, EMA) or the volume (VOL's MA). */
export type BarSource = (bar: IndicatorBar) => number;
export const closeOf: BarSource = (bar) => bar.close;
export const volumeOf: BarSource = (bar) => bar.volume;

/** The last `size` values, oldest first, with `value` at the end (a new array). */
export function pushWindow(window: readonly number[], value: number, size: number): number[] {
  const next = window.length < size ? window.slice() : window.slice(1);
  next.push(value);
  return next;
}

/**
 * The mean of a window, as its first value plus the mean of the others' distances from it. The
 * sum is made again each time (not a running sum with the oldest value taken off, which carries
 * the rounding of every bar it has seen), and of distances, not of prices: a few hundred dollars
 * keep more of their digits than 97 000 does, and a flat market averages to its own price.
 */
export function meanOf(values: readonly number[]): number {
  const pivot = values[0] ?? 0;
  let sum = 0;
  for (const value of values) sum += value - pivot;
  return pivot + sum / values.length;
}

export interface SmaState {
  window: readonly number[];
}

/** Simple moving average: the mean of the last `period` values, from the `period`-th bar on. */
export function sma(period: number, source: BarSource = closeOf): Stepper<SmaState> {
  return {
    initial: { window: [] },
    step: (previous, bar) => ({ window: pushWindow(previous.window, source(bar), period) }),
    output: ({ window }) => [window.length < period ? undefined : meanOf(window)],
  };
}

export interface EmaState {
  /** The first values, kept for the seed until there are `period` of them. */
  seed: readonly number[];
  value: number | undefined;
}

export const EMA_START: EmaState = { seed: [], value: undefined };

/**
 * One exponential-average step with α = 2 / (period + 1), seeded with the simple average of the
 * first `period` values (as TA-Lib and most charting sites), so it starts where MA starts.
 */
export function emaStep(previous: EmaState, value: number, period: number): EmaState {
  if (previous.value !== undefined) {
    const alpha = 2 / (period + 1);
    return { seed: previous.seed, value: previous.value + alpha * (value - previous.value) };
  }
  const seed = [...previous.seed, value];
  return seed.length < period ? { seed, value: undefined } : { seed: [], value: meanOf(seed) };
}

export function ema(period: number, source: BarSource = closeOf): Stepper<EmaState> {
  return {
    initial: EMA_START,
    step: (previous, bar) => emaStep(previous, source(bar), period),
    output: (state) => [state.value],
  };
}
