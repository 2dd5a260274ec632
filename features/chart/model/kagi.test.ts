import { describe, expect, it } from 'vitest';
import { kagi } from './kagi';
import { fromCloses, T } from './test-candles';

describe('kagi', () => {
  it('turns at an extreme once the price comes back by the reversal amount', () => {
    const candles = fromCloses([100, 104, 112, 120, 113, 108, 95, 90, 99, 101]);
    expect(kagi(candles, '10')).toEqual([
      { time: T(0), value: '100', direction: 'up' },
      // 113 is 7 below 120, 108 is 12 below: the up segment ends at 120
      { time: T(3), value: '120', direction: 'up' },
      // 99 is 9 above 90, 101 is 11 above: the down segment ends at 90
      { time: T(7), value: '90', direction: 'down' },
      { time: T(9), value: '101', direction: 'up' },
    ]);
  });

  it('is a single point until the first move of one reversal', () => {
    expect(kagi(fromCloses([100, 105, 95]), '10')).toEqual([
      { time: T(0), value: '100', direction: 'up' },
    ]);
  });
});
