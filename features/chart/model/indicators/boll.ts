import { meanOf, pushWindow } from './moving-average';
import type { Stepper } from './stepper';

export interface BollState {
  window: readonly number[];
}

/**
 * Bollinger bands: the middle is the `period` MA of the close, the bands `width` standard
 * deviations (population, ÷ period, as Binance and TradingView) above and below it. The deviation
 * is taken from the mean in a second pass, not as E[x²] − E[x]², which at BTC prices would lose
 * most of its digits to cancellation.
 */
export function boll(period: number, width: number): Stepper<BollState> {
  return {
    initial: { window: [] },
    step: (previous, bar) => ({ window: pushWindow(previous.window, bar.close, period) }),
    output: ({ window }) => {
      if (window.length < period) return [undefined, undefined, undefined];
      const middle = meanOf(window);
      let squares = 0;
      for (const value of window) squares += (value - middle) ** 2;
      const deviation = Math.sqrt(squares / period);
      return [middle, middle + width * deviation, middle - width * deviation];
    },
  };
}
