import type { Stepper } from './stepper';

export interface SarState {
  /** Bars seen, up to 2 (then it stays there). */
  count: number;
  rising: boolean;
  sar: number;
  /** The extreme point: the highest high of a rise, the lowest low of a fall. */
  extreme: number;
  /** How many times the acceleration went up by `step` since the trend began. */
  steps: number;
  /** The bar before this one and the one before that (the SAR may not enter their range). */
  high1: number;
  low1: number;
  high2: number;
  low2: number;
}

/**
 * Wilder's parabolic SAR with acceleration `step`, raised by `step` at each new extreme up to
 * `max`. The second bar sets the trend (falling only when its low fell further than its high
 * rose, as TA-Lib) and the first SAR at the extreme of the two bars against it. From then on
 * SAR = SAR′ + AF × (EP − SAR′), kept out of the last two bars' range; a bar that trades through
 * it (strictly beyond) turns the trend: the SAR jumps to the old extreme (or the bar's own, if
 * further) and the acceleration starts again.
 */
export function sar(step: number, max: number): Stepper<SarState> {
  const acceleration = (steps: number) => Math.min(step * (steps + 1), max);
  return {
    initial: {
      count: 0,
      rising: true,
      sar: NaN,
      extreme: NaN,
      steps: 0,
      high1: NaN,
      low1: NaN,
      high2: NaN,
      low2: NaN,
    },
    step: (s, bar) => {
      const shifted = { high1: bar.high, low1: bar.low, high2: s.high1, low2: s.low1 };
      if (s.count === 0) return { ...s, ...shifted, count: 1 };
      if (s.count === 1) {
        const up = bar.high - s.high1;
        const down = s.low1 - bar.low;
        const rising = !(down > up && down > 0);
        return {
          ...shifted,
          count: 2,
          rising,
          sar: rising ? Math.min(s.low1, bar.low) : Math.max(s.high1, bar.high),
          extreme: rising ? Math.max(s.high1, bar.high) : Math.min(s.low1, bar.low),
          steps: 0,
        };
      }
      const next = s.sar + acceleration(s.steps) * (s.extreme - s.sar);
      if (s.rising) {
        const stop = Math.min(next, s.low1, s.low2);
        if (bar.low < stop) {
          const turned = Math.max(s.extreme, bar.high);
          return { ...shifted, count: 2, rising: false, sar: turned, extreme: bar.low, steps: 0 };
        }
        const newExtreme = bar.high > s.extreme;
        return {
          ...shifted,
          count: 2,
          rising: true,
          sar: stop,
          extreme: newExtreme ? bar.high : s.extreme,
          steps: newExtreme ? s.steps + 1 : s.steps,
        };
      }
      const stop = Math.max(next, s.high1, s.high2);
      if (bar.high > stop) {
        const turned = Math.min(s.extreme, bar.low);
        return { ...shifted, count: 2, rising: true, sar: turned, extreme: bar.high, steps: 0 };
      }
      const newExtreme = bar.low < s.extreme;
      return {
        ...shifted,
        count: 2,
        rising: false,
        sar: stop,
        extreme: newExtreme ? bar.low : s.extreme,
        steps: newExtreme ? s.steps + 1 : s.steps,
      };
    },
    output: (s) => [s.count < 2 ? undefined : s.sar],
  };
}
