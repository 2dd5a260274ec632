import { describe, expect, it } from 'vitest';
import { columnBoxes, pointAndFigure } from './point-and-figure';
import { fromCloses, T } from './test-candles';

describe('pointAndFigure (3-box reversal)', () => {
  it('stacks X boxes, reverses after three boxes into O boxes, and back', () => {
    const candles = fromCloses([100, 108, 112, 135, 128, 104, 99, 92, 88, 131]);
    expect(pointAndFigure(candles, '10')).toEqual([
      // 108 is still in the 100 box; 112 fills the 110 box; 135 reaches 130: X at 110, 120, 130
      { time: T(2), direction: 'up', low: '110', high: '130', box: '10', boxes: 3 },
      // 128 and 104 are less than three boxes down from 130; 99 reaches 100: O at 120, 110, 100;
      // 92 is still in the 100 box, 88 reaches 90
      { time: T(6), direction: 'down', low: '90', high: '120', box: '10', boxes: 4 },
      // 131 reaches 130, four boxes above 90: X from 100 to 130
      { time: T(9), direction: 'up', low: '100', high: '130', box: '10', boxes: 4 },
    ]);
  });

  it('starts a reversal column with exactly the reversal in boxes', () => {
    // Up to 130, then 100: three boxes below the top X.
    const [up, down] = pointAndFigure(fromCloses([100, 130, 100]), '10');
    if (!up || !down) throw new Error('two columns');
    expect(up).toMatchObject({ direction: 'up', low: '110', high: '130', boxes: 3 });
    expect(down).toMatchObject({ direction: 'down', low: '100', high: '120', boxes: 3 });
    expect(columnBoxes(up)).toEqual(['110', '120', '130']);
    expect(columnBoxes(down)).toEqual(['100', '110', '120']);
    // 101 is short of the 100 box: the X column stands alone.
    expect(pointAndFigure(fromCloses([100, 130, 101]), '10')).toHaveLength(1);
  });

  it('follows the reversal setting', () => {
    const candles = fromCloses([100, 130, 110]);
    expect(pointAndFigure(candles, '10', 3)).toHaveLength(1);
    expect(pointAndFigure(candles, '10', 2)).toEqual([
      { time: T(1), direction: 'up', low: '110', high: '130', box: '10', boxes: 3 },
      { time: T(2), direction: 'down', low: '110', high: '120', box: '10', boxes: 2 },
    ]);
  });

  it('opens with an O column when the price first falls, and grows it as the price goes on', () => {
    const falling = fromCloses([100, 91, 89, 75]);
    expect(pointAndFigure(falling.slice(0, 3), '10')).toEqual([
      { time: T(2), direction: 'down', low: '90', high: '90', box: '10', boxes: 1 },
    ]);
    // The next candle adds boxes to the same column (same start time), no new column.
    expect(pointAndFigure(falling, '10')).toEqual([
      { time: T(2), direction: 'down', low: '80', high: '90', box: '10', boxes: 2 },
    ]);
  });

  it('works on decimal boxes without float error', () => {
    const [up, down] = pointAndFigure(fromCloses(['1.0', '1.35', '0.95']), '0.1');
    if (!down) throw new Error('two columns');
    expect(up).toMatchObject({ low: '1.1', high: '1.3', boxes: 3 });
    // ceil(0.95 / 0.1) × 0.1 = 1.0: three boxes below 1.3
    expect(down).toMatchObject({ low: '1', high: '1.2', boxes: 3 });
    expect(columnBoxes(down)).toEqual(['1', '1.1', '1.2']);
  });

  it('draws nothing before a whole box, without candles or with a box of zero', () => {
    expect(pointAndFigure(fromCloses([100, 109, 91]), '10')).toEqual([]);
    expect(pointAndFigure([], '10')).toEqual([]);
    expect(pointAndFigure(fromCloses([100, 200]), '0')).toEqual([]);
  });
});
