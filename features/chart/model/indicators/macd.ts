import { EMA_START, emaStep, type EmaState } from './moving-average';
import type { Stepper } from './stepper';

export interface MacdState {
  fast: EmaState;
  slow: EmaState;
  signal: EmaState;
  dif: number | undefined;
}

/**
 * MACD: DIF = EMA(fast) − EMA(slow) of the close, DEA = EMA(signal) of DIF, and the histogram
 * DIF − DEA. DIF starts with the slow average, DEA `signal` bars after it.
 */
export function macd(fast: number, slow: number, signal: number): Stepper<MacdState> {
  return {
    initial: { fast: EMA_START, slow: EMA_START, signal: EMA_START, dif: undefined },
    step: (previous, bar) => {
      const fastState = emaStep(previous.fast, bar.close, fast);
      const slowState = emaStep(previous.slow, bar.close, slow);
      const dif =
        fastState.value === undefined || slowState.value === undefined
          ? undefined
          : fastState.value - slowState.value;
      return {
        fast: fastState,
        slow: slowState,
        signal: dif === undefined ? previous.signal : emaStep(previous.signal, dif, signal),
        dif,
      };
    },
    output: ({ dif, signal: { value: dea } }) => [
      dif,
      dea,
      dif === undefined || dea === undefined ? undefined : dif - dea,
    ],
  };
}
