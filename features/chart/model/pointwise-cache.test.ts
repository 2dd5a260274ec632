import { describe, expect, it, vi } from 'vitest';
import { heikinAshi, heikinAshiStep } from './heikin-ashi';
import { createPointwiseCache } from './pointwise-cache';
import { fromCloses } from './test-candles';

describe('createPointwiseCache', () => {
  it('computes only the candles that changed and gives the same result as the full transform', () => {
    const step = vi.fn(heikinAshiStep);
    const transform = createPointwiseCache(step);
    const candles = fromCloses([10, 12, 11, 13]);
    expect(transform(candles)).toEqual(heikinAshi(candles));
    expect(step).toHaveBeenCalledTimes(4);

    const live = [
      ...candles.slice(0, 3),
      { time: 180_000, open: '13', high: '14', low: '13', close: '14', volume: '1' },
    ];
    expect(transform(live)).toEqual(heikinAshi(live));
    expect(step).toHaveBeenCalledTimes(5);

    const older = [...fromCloses([9]).map((c) => ({ ...c, time: -60_000 })), ...live];
    expect(transform(older)).toEqual(heikinAshi(older));
    expect(step).toHaveBeenCalledTimes(10);
  });
});
