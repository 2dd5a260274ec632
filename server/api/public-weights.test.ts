import { candleWeight, WeightCounter } from './public-weights';

describe('request weight per minute', () => {
  it('adds each request’s weight in the UTC minute and starts afresh with the next one', () => {
    let now = Date.UTC(2026, 10, 20, 10, 0, 50);
    const weights = new WeightCounter(25, () => now);
    expect(weights.add('ip:203.0.113.7', 10)).toEqual({ used: 10, limit: 25 });
    expect(weights.add('ip:203.0.113.7', 10)).toEqual({ used: 20, limit: 25 });
    // Another client has its own count.
    expect(weights.add('ip:198.51.100.1', 10).used).toBe(10);
    now += 10_000;
    expect(weights.add('ip:203.0.113.7', 10).used).toBe(10);
  });

  it('refuses past the limit until the minute ends, without adding the refused weight', () => {
    let now = Date.UTC(2026, 10, 20, 10, 0, 17, 500);
    const weights = new WeightCounter(25, () => now);
    weights.add('ip:203.0.113.7', 20);
    expect(weights.add('ip:203.0.113.7', 10)).toEqual({
      used: 20,
      limit: 25,
      retryAfterSeconds: 43,
    });
    // A lighter request still fits.
    expect(weights.add('ip:203.0.113.7', 5)).toEqual({ used: 25, limit: 25 });
    now += 43_000;
    expect(weights.add('ip:203.0.113.7', 10).retryAfterSeconds).toBeUndefined();
  });

  it('charges the address and the session together: either one full refuses, and neither is charged', () => {
    const weights = new WeightCounter(30, () => 0);
    expect(weights.add(['ip:a', 'session:t'], 10).used).toBe(10);
    // The same session from another address: the session's count is the higher one.
    expect(weights.add(['ip:b', 'session:t'], 10).used).toBe(20);
    expect(weights.add(['ip:c', 'session:t'], 15).retryAfterSeconds).toBe(60);
    expect(weights.add('ip:c', 15).used).toBe(15);
    expect(weights.add('session:t', 10).used).toBe(30);
  });

  it('weighs candle pages by their size, as Binance weighs klines', () => {
    expect([1, 99, 100, 499, 500, 1000, 1001, 1500].map(candleWeight)).toEqual([
      1, 1, 2, 2, 5, 5, 10, 10,
    ]);
  });
});
