import type { Stepper } from './stepper';

export interface ObvState {
  previousClose: number | undefined;
  value: number;
}

/**
 * On-balance volume: a running total that adds a bar's volume when it closes higher than the bar
 * before, takes it off when lower, and keeps still when equal. It starts at 0 on the first bar.
 */
export function obv(): Stepper<ObvState> {
  return {
    initial: { previousClose: undefined, value: 0 },
    step: ({ previousClose, value }, bar) => ({
      previousClose: bar.close,
      value:
        previousClose === undefined || bar.close === previousClose
          ? value
          : bar.close > previousClose
            ? value + bar.volume
            : value - bar.volume,
    }),
    output: ({ value }) => [value],
  };
}
