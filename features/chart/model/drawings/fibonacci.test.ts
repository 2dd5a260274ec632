import { describe, expect, it } from 'vitest';
import { fibonacciLevels } from './fibonacci';

describe('Fibonacci retracement levels', () => {
  it('gives the seven levels from the second point (0) back to the first (1), in decimals', () => {
    expect(fibonacciLevels('100', '200', 2)).toEqual([
      { level: '0', price: '200.00' },
      { level: '0.236', price: '176.40' },
      { level: '0.382', price: '161.80' },
      { level: '0.5', price: '150.00' },
      { level: '0.618', price: '138.20' },
      { level: '0.786', price: '121.40' },
      { level: '1', price: '100.00' },
    ]);
  });

  it('rounds to the contract’s decimals without binary-float noise', () => {
    // 0.1 + (0.3 − 0.1) × 0.618 = 0.2236 exactly; floats give 0.22360000000000002.
    const levels = fibonacciLevels('0.3', '0.1', 4);
    expect(levels.find((l) => l.level === '0.618')?.price).toBe('0.2236');
    expect(fibonacciLevels('65000.5', '64000', 1).find((l) => l.level === '0.236')?.price).toBe(
      '64236.1',
    );
  });

  it('draws a move down as well as a move up', () => {
    const levels = fibonacciLevels('200', '100', 0);
    expect(levels[0]?.price).toBe('100');
    expect(levels.at(-1)?.price).toBe('200');
    expect(levels.find((l) => l.level === '0.5')?.price).toBe('150');
  });
});
