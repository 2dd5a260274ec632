import { describe, expect, it } from 'vitest';
import { roundToTick } from './round-to-tick';

describe('roundToTick', () => {
  it('rounds a dragged price to the nearest tick with the contract decimals', () => {
    expect(roundToTick(27123.26, '0.5', 1)).toBe('27123.5');
    expect(roundToTick(27123.24, '0.5', 1)).toBe('27123.0');
    expect(roundToTick(0.123456, '0.0001', 4)).toBe('0.1235');
    expect(roundToTick(1999.96, '0.1', 2)).toBe('2000.00');
  });
});
