import { describe, expect, it } from 'vitest';
import { rsi } from './rsi';
import { computeAll } from './stepper';
import { closes } from './test-bars';

describe('RSI (Wilder)', () => {
  it('matches the textbook RSI(14) table (StockCharts ChartSchool example)', () => {
    const table = [
      44.3389, 44.0902, 44.1497, 43.6124, 44.3278, 44.8264, 45.0955, 45.4245, 45.8433, 46.0826,
      45.8931, 46.0328, 45.614, 46.282, 46.282, 46.0028, 46.0328, 46.4116, 46.2222, 45.6439,
      46.2122, 46.2521, 45.7137, 46.4515, 45.7835, 45.3548, 44.0288, 44.1783, 44.2181, 44.5672,
      43.4205, 42.6628, 43.1314,
    ];
    const values = computeAll(rsi(14), closes(table)).map((o) => o[0]);
    expect(values.slice(0, 14)).toEqual(Array(14).fill(undefined));
    expect(values.slice(14).map((v) => v?.toFixed(2))).toEqual([
      '70.53',
      '66.32',
      '66.55',
      '69.41',
      '66.36',
      '57.97',
      '62.93',
      '63.26',
      '56.06',
      '62.38',
      '54.71',
      '50.42',
      '39.99',
      '41.46',
      '41.87',
      '45.46',
      '37.30',
      '33.08',
      '37.77',
    ]);
  });

  it('smooths with (previous × (n − 1) + change) ÷ n after the first n changes', () => {
    // changes +2, −1 → averages 1 and 0.5 (RSI 66.67); then +0: 0.5 and 0.25 → still 66.67;
    // then −3: 0.25 and 1.625 → 100 − 100 / (1 + 0.25 / 1.625) = 13.33
    const values = computeAll(rsi(2), closes([10, 12, 11, 11, 8])).map((o) => o[0]);
    expect(values[0]).toBeUndefined();
    expect(values[1]).toBeUndefined();
    expect(values[2]).toBeCloseTo(200 / 3, 10);
    expect(values[3]).toBeCloseTo(200 / 3, 10);
    expect(values[4]).toBeCloseTo(100 - 100 / (1 + 0.25 / 1.625), 10);
  });

  it('reads 100 when nothing fell and 50 when nothing moved', () => {
    expect(computeAll(rsi(3), closes([1, 2, 3, 4])).at(-1)).toEqual([100]);
    expect(computeAll(rsi(3), closes([5, 5, 5, 5])).at(-1)).toEqual([50]);
  });
});
