import { describe, expect, it } from 'vitest';
import { referenceContract } from '../../model/test-contracts';
import { leverageMarks, maxPositionValue } from './leverage-dialog';

describe('leverage dialog figures', () => {
  const btc = referenceContract('BTC');

  it('the maximum position at a leverage is the largest tier that still allows it', () => {
    // BTC tiers: 125x up to 50 000 USDT, 100x up to 250 000, 20x up to 15 000 000, 10x up to
    // 30 000 000.
    expect(maxPositionValue(btc, 125)).toBe('50000');
    expect(maxPositionValue(btc, 101)).toBe('50000');
    expect(maxPositionValue(btc, 100)).toBe('250000');
    expect(maxPositionValue(btc, 20)).toBe('15000000');
    expect(maxPositionValue(btc, 11)).toBe('15000000');
    expect(maxPositionValue(btc, 10)).toBe('30000000');
  });

  it('marks 1x and the maximum in equal whole steps, as the big exchanges do', () => {
    expect(leverageMarks(125)).toEqual([1, 25, 50, 75, 100, 125]);
    expect(leverageMarks(100)).toEqual([1, 25, 50, 75, 100]);
    expect(leverageMarks(75)).toEqual([1, 15, 30, 45, 60, 75]);
    expect(leverageMarks(50)).toEqual([1, 10, 20, 30, 40, 50]);
    expect(leverageMarks(20)).toEqual([1, 5, 10, 15, 20]);
    // No whole step: the quarters, rounded.
    expect(leverageMarks(33)).toEqual([1, 8, 17, 25, 33]);
    expect(leverageMarks(2)).toEqual([1, 2]);
  });
});
