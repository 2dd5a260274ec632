import { describe, expect, it } from 'vitest';
import { formatFixed, formatScaled, parseScaled } from './fixed-point';

describe('fixed-point text', () => {
  it('writes every decimal place with formatFixed', () => {
    expect(formatFixed(12345n, 2)).toBe('123.45');
    expect(formatFixed(5n, 3)).toBe('0.005');
    expect(formatFixed(-1200n, 2)).toBe('-12.00');
    expect(formatFixed(7, 0)).toBe('7');
  });

  it('drops trailing zeros, and a point left alone, with formatScaled', () => {
    expect(formatScaled(12340n, 3)).toBe('12.34');
    expect(formatScaled(10n, 2)).toBe('0.1');
    expect(formatScaled(-100n, 2)).toBe('-1');
    expect(formatScaled(0n, 8)).toBe('0');
    expect(formatScaled(1000n, 0)).toBe('1000');
    expect(formatScaled(-5n, 1)).toBe('-0.5');
  });

  it('reads back what it writes', () => {
    for (const value of [0n, 1n, -1n, 123456789n, -100000000n]) {
      expect(parseScaled(formatScaled(value, 8), 8)).toBe(value);
    }
  });
});
