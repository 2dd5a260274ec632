import { describe, expect, it, vi } from 'vitest';
import { contractPriceFormat } from './series-factory';

vi.mock('lightweight-charts', async () =>
  (await import('./fake-lightweight-charts')).lightweightChartsMock(),
);

describe('contractPriceFormat', () => {
  it('shows chart prices in the locale with the contract decimals, rounded, not cut', () => {
    const format = contractPriceFormat('en', 1, '0.5');
    if (format.type !== 'custom') throw new Error('a custom format');
    expect(format.minMove).toBe(0.5);
    expect(format.formatter(97723.49999999 as never)).toBe('97,723.5');
    expect(format.formatter(98400 as never)).toBe('98,400.0');
    const cents = contractPriceFormat('ko', 2, '0.01');
    if (cents.type !== 'custom') throw new Error('a custom format');
    expect(cents.formatter((0.1 + 0.2) as never)).toBe('0.30');
  });
});
