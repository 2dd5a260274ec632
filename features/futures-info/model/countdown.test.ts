import { describe, expect, it } from 'vitest';
import { formatCountdown, settlementRetryDelay } from './countdown';

const at = (h: number, m: number, s: number) => ((h * 60 + m) * 60 + s) * 1000;

describe('the settlement countdown', () => {
  it('shows hours, minutes and seconds with two digits each', () => {
    expect(formatCountdown(at(7, 5, 9), 0)).toBe('07:05:09');
  });

  it('counts whole seconds left, dropping the part of a second', () => {
    expect(formatCountdown(at(0, 0, 10), 1)).toBe('00:00:09');
    expect(formatCountdown(at(0, 0, 10), 999)).toBe('00:00:09');
  });

  it('shows 00:00:00 at and after the settlement', () => {
    expect(formatCountdown(1000, 1000)).toBe('00:00:00');
    expect(formatCountdown(1000, 60_000)).toBe('00:00:00');
  });

  it('lets the hours pass 24', () => {
    expect(formatCountdown(at(30, 0, 0), 0)).toBe('30:00:00');
  });
});

describe('asking for the next settlement time', () => {
  it('asks at once when the answer was read before the settlement', () => {
    expect(settlementRetryDelay(10_000, 9_000)).toBe(0);
  });

  it('waits a little when the answer read after the settlement still had the old time', () => {
    expect(settlementRetryDelay(10_000, 10_500)).toBeGreaterThan(0);
  });
});
