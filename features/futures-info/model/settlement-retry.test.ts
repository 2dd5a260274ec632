import { describe, expect, it } from 'vitest';
import { settlementRetryDelay } from './settlement-retry';

describe('asking for the next settlement time', () => {
  it('asks at once when the answer was read before the settlement', () => {
    expect(settlementRetryDelay(10_000, 9_000)).toBe(0);
  });

  it('waits a little when the answer read after the settlement still had the old time', () => {
    expect(settlementRetryDelay(10_000, 10_500)).toBeGreaterThan(0);
  });
});
