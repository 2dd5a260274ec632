import { describe, expect, it } from 'vitest';
import { renko } from './renko';
import { fromCloses, T } from './test-candles';

describe('renko', () => {
  it('draws one-box bricks, needs two boxes to reverse, and gives the bricks of one candle its time', () => {
    const candles = fromCloses([100, 105, 112, 125, 118, 95, 101, 79]);
    expect(renko(candles, '10')).toEqual([
      { time: T(2), open: '100', close: '110', high: '110', low: '100' },
      { time: T(3), open: '110', close: '120', high: '120', low: '110' },
      // 118 is not two boxes below 120; 95 is: the down brick starts at the up brick's bottom.
      { time: T(5), open: '110', close: '100', high: '110', low: '100' },
      { time: T(7), open: '100', close: '90', high: '100', low: '90' },
      { time: T(7), open: '90', close: '80', high: '90', low: '80' },
    ]);
  });

  it('draws nothing until the price moves a whole box', () => {
    expect(renko(fromCloses([100, 109, 91]), '10')).toEqual([]);
    expect(renko([], '10')).toEqual([]);
  });
});
