import { describe, expect, it } from 'vitest';
import { pointAndFigure } from './point-and-figure';
import { fromCloses, T } from './test-candles';

describe('pointAndFigure (3-box reversal)', () => {
  it('builds X and O columns on the box grid', () => {
    const candles = fromCloses([100, 108, 112, 135, 128, 104, 99, 92, 88, 131]);
    expect(pointAndFigure(candles, '10')).toEqual([
      // 112 fills the 110 box: X from 100; 135 reaches 130
      { time: T(2), open: '100', close: '130', high: '130', low: '100' },
      // 104 is in the 110 box, two boxes down; 99 reaches 100, three boxes: O from 120
      { time: T(6), open: '120', close: '90', high: '120', low: '90' },
      // 131 reaches 130, three boxes above 90: X from 100
      { time: T(9), open: '100', close: '130', high: '130', low: '100' },
    ]);
  });
});
