import { describe, expect, it } from 'vitest';
import { pnlBars } from './pnl-bars';

describe('pnlBars', () => {
  it('draws the oldest day on the left with gains above and losses below the zero line', () => {
    // Newest first, as the server sends them: +30, -10 (span 40 over 80 units: 2 units per USDT).
    const { bars, zeroY } = pnlBars(
      [
        { day: 2, net: '30' },
        { day: 1, net: '-10' },
      ],
      80,
    );
    expect(zeroY).toBe(60);
    expect(bars).toEqual([
      { day: 1, net: '-10', y: 60, barHeight: 20, up: false },
      { day: 2, net: '30', y: 0, barHeight: 60, up: true },
    ]);
  });

  it('keeps flat days at zero height', () => {
    expect(pnlBars([{ day: 1, net: '0' }], 50).bars[0]?.barHeight).toBe(0);
  });
});
