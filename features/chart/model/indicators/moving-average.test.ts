import { describe, expect, it } from 'vitest';
import { ema, sma, volumeOf } from './moving-average';
import { computeAll } from './stepper';
import { closes } from './test-bars';

const first = (outputs: readonly (readonly (number | undefined)[])[]) => outputs.map((o) => o[0]);

describe('moving averages', () => {
  it('MA is the mean of the last n closes, from the n-th bar on', () => {
    const values = first(computeAll(sma(3), closes([1, 2, 3, 4, 9])));
    expect(values.slice(0, 4)).toEqual([undefined, undefined, 2, 3]);
    expect(values[4]).toBeCloseTo(16 / 3, 12);
  });

  it('MA of volume averages the volumes, not the closes', () => {
    const bars = [5, 7, 9].map((volume) => ({ high: 1, low: 1, close: 1, volume }));
    expect(first(computeAll(sma(2, volumeOf), bars))).toEqual([undefined, 6, 8]);
  });

  it('EMA starts at the MA of the first n closes and then moves by 2 / (n + 1) of each change', () => {
    // seed (2 + 4 + 6) / 3 = 4; α = 0.5: 4 + 0.5 × (8 − 4) = 6; 6 + 0.5 × (4 − 6) = 5
    expect(first(computeAll(ema(3), closes([2, 4, 6, 8, 4])))).toEqual([
      undefined,
      undefined,
      4,
      6,
      5,
    ]);
  });

  it('keeps its digits at BTC prices: a flat market averages to its own price', () => {
    const flat = closes(Array.from({ length: 300 }, () => 97_123.1));
    expect(first(computeAll(sma(99), flat)).at(-1)).toBe(97_123.1);
    expect(first(computeAll(ema(25), flat)).at(-1)).toBeCloseTo(97_123.1, 9);
  });
});
