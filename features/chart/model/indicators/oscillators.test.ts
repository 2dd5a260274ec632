import { describe, expect, it } from 'vitest';
import { boll } from './boll';
import { kdj } from './kdj';
import { macd } from './macd';
import { obv } from './obv';
import { computeAll } from './stepper';
import { closes } from './test-bars';

describe('BOLL', () => {
  it('draws the bands the population deviation times the width around the MA', () => {
    const values = computeAll(boll(3, 2), closes([1, 2, 3, 4]));
    expect(values[1]).toEqual([undefined, undefined, undefined]);
    // [1, 2, 3]: mean 2, variance (1 + 0 + 1) / 3
    const deviation = Math.sqrt(2 / 3);
    expect(values[2]?.[0]).toBe(2);
    expect(values[2]?.[1]).toBeCloseTo(2 + 2 * deviation, 12);
    expect(values[2]?.[2]).toBeCloseTo(2 - 2 * deviation, 12);
    expect(values[3]?.[0]).toBe(3);
  });

  it('has no width in a flat market, even at BTC prices', () => {
    const last = computeAll(boll(20, 2), closes(Array(25).fill(97_123.1))).at(-1);
    expect(last).toEqual([97_123.1, 97_123.1, 97_123.1]);
  });
});

describe('MACD', () => {
  it('is the fast EMA less the slow one, DEA its EMA and the histogram the difference', () => {
    // EMA2: 11, 11, 12.333…, 14.111…; EMA3: 11, 12, 13.5
    // DIF: 0, 1/3, 0.6111…; DEA(2) seeded (0 + 1/3) / 2, then + 2/3 × (0.6111… − 1/6)
    const values = computeAll(macd(2, 3, 2), closes([10, 12, 11, 13, 15]));
    expect(values[1]).toEqual([undefined, undefined, undefined]);
    expect(values[2]).toEqual([0, undefined, undefined]);
    expect(values[3]?.[0]).toBeCloseTo(1 / 3, 12);
    expect(values[3]?.[1]).toBeCloseTo(1 / 6, 12);
    const dif = 14 + 1 / 9 - 13.5;
    const dea = 1 / 6 + (2 / 3) * (dif - 1 / 6);
    expect(values[4]?.[0]).toBeCloseTo(dif, 12);
    expect(values[4]?.[1]).toBeCloseTo(dea, 12);
    expect(values[4]?.[2]).toBeCloseTo(dif - dea, 12);
  });
});

describe('KDJ', () => {
  it('smooths RSV into K and D from 50 and stretches J = 3K − 2D', () => {
    const bars = [
      { high: 10, low: 8, close: 9, volume: 1 },
      { high: 11, low: 9, close: 10, volume: 1 },
      { high: 12, low: 9, close: 11, volume: 1 }, // range 8–12: RSV 75
      { high: 12, low: 10, close: 10, volume: 1 }, // range 9–12: RSV 33.3…
    ];
    const values = computeAll(kdj(3, 3, 3), bars);
    expect(values[1]).toEqual([undefined, undefined, undefined]);
    const k1 = (2 * 50 + 75) / 3;
    const d1 = (2 * 50 + k1) / 3;
    expect(values[2]?.[0]).toBeCloseTo(k1, 12);
    expect(values[2]?.[1]).toBeCloseTo(d1, 12);
    expect(values[2]?.[2]).toBeCloseTo(3 * k1 - 2 * d1, 12);
    const k2 = (2 * k1 + 100 / 3) / 3;
    expect(values[3]?.[0]).toBeCloseTo(k2, 12);
    expect(values[3]?.[1]).toBeCloseTo((2 * d1 + k2) / 3, 12);
  });

  it('reads the middle when the range is flat', () => {
    const flat = Array(5).fill({ high: 5, low: 5, close: 5, volume: 1 });
    expect(computeAll(kdj(3, 3, 3), flat).at(-1)).toEqual([50, 50, 50]);
  });
});

describe('OBV', () => {
  it('adds the volume of an up close, takes off a down close, keeps still on an equal one', () => {
    const bars = [10, 11, 11, 9, 12].map((close, i) => ({
      high: close,
      low: close,
      close,
      volume: [5, 3, 4, 2, 7][i] ?? 0,
    }));
    expect(computeAll(obv(), bars).map((o) => o[0])).toEqual([0, 3, 3, 1, 8]);
  });
});
