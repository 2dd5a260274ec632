import { describe, expect, it } from 'vitest';
import { hiLoBars } from './hilo';

describe('hiLoBars', () => {
  it('draws each period from its high to its low and keeps its direction', () => {
    expect(
      hiLoBars([
        { time: 1, open: '10', high: '14', low: '8', close: '12', volume: '3' },
        { time: 2, open: '12', high: '13', low: '9.5', close: '11', volume: '2' },
      ]),
    ).toEqual([
      { time: 1, open: '14', high: '14', low: '8', close: '8', up: true },
      { time: 2, open: '13', high: '13', low: '9.5', close: '9.5', up: false },
    ]);
  });
});
