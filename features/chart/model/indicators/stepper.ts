import type { Candle } from '../candle';

/** A bar as indicators read it: display values, so plain numbers (never money). */
export interface IndicatorBar {
  high: number;
  low: number;
  close: number;
  volume: number;
}

export function toIndicatorBar(candle: Candle): IndicatorBar {
  return {
    high: Number(candle.high),
    low: Number(candle.low),
    close: Number(candle.close),
    volume: Number(candle.volume),
  };
}

/** The values of an indicator at one bar, one per line (MA 7/25/99, MACD DIF/DEA/histogram…); `undefined` while it warms up. */
export type IndicatorOutput = readonly (number | undefined)[];

/**
 * An indicator as a pure step: the state after a bar from the state after the bar before it.
 * `step` never changes `previous`, so a live bar is recomputed from the state before it as often
 * as it changes, and a new bar goes on from the state after the last: neither touches history.
 */
export interface Stepper<S> {
  readonly initial: S;
  step(previous: S, bar: IndicatorBar): S;
  output(state: S): IndicatorOutput;
}

/** Several lines of one kind side by side (MA 7, 25 and 99), one output each. */
export function sideBySide<S>(parts: readonly Stepper<S>[]): Stepper<readonly S[]> {
  return {
    initial: parts.map((part) => part.initial),
    step: (previous, bar) => parts.map((part, i) => part.step(previous[i] as S, bar)),
    output: (states) => parts.map((part, i) => part.output(states[i] as S)[0]),
  };
}

/** Every bar from the start: the reference the incremental runner must agree with. */
export function computeAll<S>(
  stepper: Stepper<S>,
  bars: readonly IndicatorBar[],
): IndicatorOutput[] {
  let state = stepper.initial;
  return bars.map((bar) => {
    state = stepper.step(state, bar);
    return stepper.output(state);
  });
}

/** What changed since the last run: outputs from `from` on are new (all of them when 0). */
export interface IndicatorRun {
  outputs: readonly IndicatorOutput[];
  from: number;
}

/**
 * Runs an indicator over the chart's candles, keeping the states after the last bar and after the
 * one before it. The candles of a live update are the same objects but the last (or one more at
 * the end), so only that bar is stepped: many times a second, it costs one step, not the whole
 * history. Any other change (older candles paged in front, another contract) starts again from
 * the first bar. The outputs array is reused from run to run.
 */
export function createIndicatorRunner<S>(
  stepper: Stepper<S>,
): (candles: readonly Candle[]) => IndicatorRun {
  let input: readonly Candle[] = [];
  let outputs: IndicatorOutput[] = [];
  let last: S = stepper.initial;
  let beforeLast: S = stepper.initial;
  return (candles) => {
    let same = 0;
    const shared = Math.min(input.length, candles.length);
    while (same < shared && input[same] === candles[same]) same += 1;
    let from = 0;
    let state = stepper.initial;
    if (candles.length >= input.length && same === input.length) {
      from = same;
      state = last;
    } else if (candles.length >= input.length && same === input.length - 1) {
      from = same;
      state = beforeLast;
    }
    if (from === 0) beforeLast = stepper.initial;
    if (from < outputs.length) outputs = outputs.slice(0, from);
    for (let i = from; i < candles.length; i += 1) {
      beforeLast = state;
      state = stepper.step(state, toIndicatorBar(candles[i] as Candle));
      outputs.push(stepper.output(state));
    }
    last = state;
    input = candles;
    return { outputs, from };
  };
}
