import { describe, expect, it } from 'vitest';
import { sar } from './sar';
import { computeAll } from './stepper';

const bars = (rows: [number, number][]) =>
  rows.map(([high, low]) => ({ high, low, close: (high + low) / 2, volume: 1 }));

describe('parabolic SAR', () => {
  it('follows a rise, flips when a low breaks it, follows the fall and flips back', () => {
    const values = computeAll(
      sar(0.02, 0.2),
      bars([
        [10, 9],
        [11, 9.5], // higher high: rising; SAR at the lower low of the two, 9; EP 11
        [12, 10.5], // 9 + 0.02 × (11 − 9) = 9.04, kept under the lows before (9): 9; EP 12, AF 0.04
        [13, 11.5], // 9 + 0.04 × (12 − 9) = 9.12; EP 13, AF 0.06
        [12.5, 8.5], // 9.12 + 0.06 × (13 − 9.12) = 9.3528 and the low 8.5 is under it: falls, SAR = EP 13
        [11, 8], // 13 + 0.02 × (8.5 − 13) = 12.91, kept over the highs before (13): 13; EP 8, AF 0.04
        [10, 7.5], // 13 + 0.04 × (8 − 13) = 12.8; EP 7.5, AF 0.06
        [13.5, 9], // 12.8 + 0.06 × (7.5 − 12.8) = 12.482 and the high 13.5 is over it: rises, SAR = EP 7.5
      ]),
    ).map((o) => o[0]);
    expect(values[0]).toBeUndefined();
    expect(values.slice(1).map((v) => Number(v?.toFixed(6)))).toEqual([
      9, 9, 9.12, 13, 13, 12.8, 7.5,
    ]);
  });

  it('starts falling when the second bar fell further than it rose', () => {
    const values = computeAll(
      sar(0.02, 0.2),
      bars([
        [10, 9],
        [10.2, 8], // up 0.2, down 1: falling; SAR at the higher high, 10.2; EP 8
        [9, 7.5], // 10.2 + 0.02 × (8 − 10.2) = 10.156, kept over the highs before: 10.2
        [8.5, 7], // 10.2 + 0.04 × (7.5 − 10.2) = 10.092, still under the high two bars back: 10.2
        [8, 6.5], // 10.2 + 0.06 × (7 − 10.2) = 10.008
      ]),
    ).map((o) => o[0]);
    expect(values.slice(1).map((v) => Number(v?.toFixed(6)))).toEqual([10.2, 10.2, 10.2, 10.008]);
  });

  it('raises the acceleration by the step at each new high, up to the maximum', () => {
    // step 0.1, max 0.2: AF 0.1, then 0.2, then stays at 0.2
    const values = computeAll(
      sar(0.1, 0.2),
      bars([
        [10, 9],
        [20, 19], // SAR 9, EP 20
        [30, 29], // 9 + 0.1 × (20 − 9) = 10.1, under the lows 19 and 9 → min(10.1, 19, 9) = 9
        [40, 39], // 9 + 0.2 × (30 − 9) = 13.2
        [50, 49], // 13.2 + 0.2 × (40 − 13.2) = 18.56 (not 0.3)
      ]),
    ).map((o) => o[0]);
    expect(values.slice(1).map((v) => Number(v?.toFixed(6)))).toEqual([9, 9, 13.2, 18.56]);
  });
});
