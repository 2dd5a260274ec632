import type { Stepper } from './stepper';

export interface RsiState {
  previousClose: number | undefined;
  /** Changes seen, up to `period` (then it stays there). */
  count: number;
  /** Sums of the gains and losses while `count` < `period`, Wilder's averages from then on. */
  gain: number;
  loss: number;
}

/**
 * Wilder's RSI: the first average gain and loss are the plain means of the first `period` changes,
 * each later one (previous × (period − 1) + this change) ÷ period. RSI = 100 − 100 ÷ (1 + RS),
 * from the bar of the `period`-th change on. No loss at all reads 100, no move at all 50.
 */
export function rsi(period: number): Stepper<RsiState> {
  return {
    initial: { previousClose: undefined, count: 0, gain: 0, loss: 0 },
    step: (previous, bar) => {
      if (previous.previousClose === undefined) return { ...previous, previousClose: bar.close };
      const change = bar.close - previous.previousClose;
      const gain = Math.max(change, 0);
      const loss = Math.max(-change, 0);
      if (previous.count === period) {
        return {
          previousClose: bar.close,
          count: period,
          gain: (previous.gain * (period - 1) + gain) / period,
          loss: (previous.loss * (period - 1) + loss) / period,
        };
      }
      const count = previous.count + 1;
      const gains = previous.gain + gain;
      const losses = previous.loss + loss;
      return {
        previousClose: bar.close,
        count,
        gain: count === period ? gains / period : gains,
        loss: count === period ? losses / period : losses,
      };
    },
    output: ({ count, gain, loss }) => {
      if (count < period) return [undefined];
      if (loss === 0) return [gain === 0 ? 50 : 100];
      return [100 - 100 / (1 + gain / loss)];
    },
  };
}
