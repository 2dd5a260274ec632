import { describe, expect, it } from 'vitest';
import { heikinAshi } from './heikin-ashi';

const candle = (time: number, open: string, high: string, low: string, close: string) => ({
  time,
  open,
  high,
  low,
  close,
  volume: '1',
});

describe('heikinAshi', () => {
  it('averages each candle and opens at the midpoint of the previous Heikin Ashi body', () => {
    const out = heikinAshi([
      candle(1, '10', '14', '8', '12'),
      candle(2, '12', '15', '11', '14'),
      candle(3, '14', '14', '9', '10'),
    ]);
    expect(out).toEqual([
      // close (10+14+8+12)/4 = 11, open (10+12)/2 = 11
      { time: 1, open: '11', high: '14', low: '8', close: '11' },
      // close 52/4 = 13, open (11+11)/2 = 11, low min(11, 11, 13) = 11
      { time: 2, open: '11', high: '15', low: '11', close: '13' },
      // close 47/4 = 11.75, open (11+13)/2 = 12
      { time: 3, open: '12', high: '14', low: '9', close: '11.75' },
    ]);
  });
});
