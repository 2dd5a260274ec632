import { describe, expect, it } from 'vitest';
import { lineBreak } from './line-break';
import { fromCloses, T } from './test-candles';

describe('lineBreak (three-line break)', () => {
  it('adds lines with the trend and reverses only past the extreme of the last three lines', () => {
    const candles = fromCloses([10, 12, 11, 13, 14, 12, 9, 8, 12, 15]);
    expect(lineBreak(candles)).toEqual([
      { time: T(1), open: '10', close: '12', high: '12', low: '10' },
      // 11 is neither above 12 nor below the lowest low 10: nothing
      { time: T(3), open: '12', close: '13', high: '13', low: '12' },
      { time: T(4), open: '13', close: '14', high: '14', low: '13' },
      // 12 stays above the three lines' low (10); 9 breaks it: a down line from 13
      { time: T(6), open: '13', close: '9', high: '13', low: '9' },
      { time: T(7), open: '9', close: '8', high: '9', low: '8' },
      // 12 is under the three lines' high (14); 15 breaks it: an up line from 9
      { time: T(9), open: '9', close: '15', high: '15', low: '9' },
    ]);
  });
});
