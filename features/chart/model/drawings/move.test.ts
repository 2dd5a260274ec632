import { describe, expect, it } from 'vitest';
import { moveAnchor, moveDrawing } from './move';
import type { Drawing } from '@/lib/contract/chart-drawings';

const rectangle: Drawing = {
  id: 'r',
  kind: 'rectangle',
  points: [
    { time: 1_700_000_000, price: '100.10' },
    { time: 1_700_003_600, price: '120.20' },
  ],
};

describe('moving a drawing', () => {
  it('moves both points by the same time and price, in decimals', () => {
    expect(moveDrawing(rectangle, 900, '0.2', 2).points).toEqual([
      { time: 1_700_000_900, price: '100.30' },
      { time: 1_700_004_500, price: '120.40' },
    ]);
  });

  it('never moves a price below zero', () => {
    expect(moveDrawing(rectangle, 0, '-110', 2).points.map((p) => p.price)).toEqual([
      '0.00',
      '10.20',
    ]);
  });

  it('moves one handle and leaves the other', () => {
    const moved = moveAnchor(rectangle, 1, { time: 1_700_007_200, price: '90.00' });
    expect(moved.points).toEqual([
      { time: 1_700_000_000, price: '100.10' },
      { time: 1_700_007_200, price: '90.00' },
    ]);
    expect(moveAnchor(rectangle, 2, { time: 0, price: '1' })).toBe(rectangle);
  });
});
