import { describe, expect, it } from 'vitest';
import type { Candle } from './candle';
import { closeAtLastTrade } from './last-trade';

const MINUTE = 60_000;
const candles: Candle[] = [
  { time: 0, open: '10', high: '12', low: '9', close: '11', volume: '1' },
  { time: MINUTE, open: '11', high: '13', low: '10.5', close: '12', volume: '2' },
];

describe('the open candle at the latest trade', () => {
  it('closes the open candle at a trade of its minute, widening high and low to take it in', () => {
    expect(closeAtLastTrade(candles, { time: MINUTE + 5, price: '14.5' }, MINUTE).at(-1)).toEqual({
      time: MINUTE,
      open: '11',
      high: '14.5',
      low: '10.5',
      close: '14.5',
      volume: '2',
    });
    expect(closeAtLastTrade(candles, { time: MINUTE + 5, price: '10' }, MINUTE).at(-1)).toEqual({
      time: MINUTE,
      open: '11',
      high: '13',
      low: '10',
      close: '10',
      volume: '2',
    });
  });

  it('leaves the candles alone for a trade outside the open candle’s period or at its close', () => {
    expect(closeAtLastTrade(candles, { time: MINUTE - 1, price: '99' }, MINUTE)).toBe(candles);
    expect(closeAtLastTrade(candles, { time: 2 * MINUTE, price: '99' }, MINUTE)).toBe(candles);
    expect(closeAtLastTrade(candles, { time: MINUTE + 1, price: '12.0' }, MINUTE)).toBe(candles);
    expect(closeAtLastTrade(candles, undefined, MINUTE)).toBe(candles);
  });
});
