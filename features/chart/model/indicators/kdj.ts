import { pushWindow } from './moving-average';
import type { Stepper } from './stepper';

export interface KdjState {
  highs: readonly number[];
  lows: readonly number[];
  k: number | undefined;
  d: number | undefined;
}

/** Where K and D start before the first full window (the middle of the range). */
const NEUTRAL = 50;

/**
 * KDJ (stochastic with J): RSV = (close − lowest low) ÷ (highest high − lowest low) × 100 over
 * `period` bars (50 when the range is flat), K = ((k − 1) × K′ + RSV) ÷ k, D = ((d − 1) × D′ + K) ÷ d,
 * both starting from 50, J = 3K − 2D. Values from the first full window on.
 */
export function kdj(period: number, kSmoothing: number, dSmoothing: number): Stepper<KdjState> {
  return {
    initial: { highs: [], lows: [], k: undefined, d: undefined },
    step: (previous, bar) => {
      const highs = pushWindow(previous.highs, bar.high, period);
      const lows = pushWindow(previous.lows, bar.low, period);
      if (highs.length < period) return { highs, lows, k: undefined, d: undefined };
      const highest = Math.max(...highs);
      const lowest = Math.min(...lows);
      const rsv = highest === lowest ? NEUTRAL : ((bar.close - lowest) / (highest - lowest)) * 100;
      const k = ((kSmoothing - 1) * (previous.k ?? NEUTRAL) + rsv) / kSmoothing;
      const d = ((dSmoothing - 1) * (previous.d ?? NEUTRAL) + k) / dSmoothing;
      return { highs, lows, k, d };
    },
    output: ({ k, d }) => [k, d, k === undefined || d === undefined ? undefined : 3 * k - 2 * d],
  };
}
