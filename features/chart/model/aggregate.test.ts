import { describe, expect, it } from 'vitest';
import { aggregateCandles, upsertCandle } from './aggregate';
import { boxSizeFor } from './candle';
import { CHART_PERIODS, periodSource } from './periods';
import { candle as c } from './test-candles';
import { isCandlePeriodMs, MAX_CANDLES_PER_REQUEST } from '@/lib/contract/wire/queries';

describe('aggregateCandles', () => {
  it('merges 1-minute candles into UTC-aligned 3-minute candles', () => {
    const out = aggregateCandles(
      [
        c(0, '10', '12', '9', '11', '1.5'),
        c(60_000, '11', '13', '10', '12', '2'),
        c(120_000, '12', '12.5', '8.5', '9', '0.25'),
        c(180_000, '9', '10', '9', '10', '4'),
      ],
      180_000,
    );
    expect(out).toEqual([
      c(0, '10', '13', '8.5', '9', '3.75'),
      c(180_000, '9', '10', '9', '10', '4'),
    ]);
  });
});

describe('upsertCandle', () => {
  it('replaces the open candle and appends a newer one', () => {
    const list = [c(0, '1', '1', '1', '1', '1'), c(60_000, '1', '2', '1', '2', '1')];
    expect(upsertCandle(list, c(60_000, '1', '3', '1', '3', '2')).at(-1)?.close).toBe('3');
    expect(upsertCandle(list, c(120_000, '2', '2', '2', '2', '0'))).toHaveLength(3);
  });
});

describe('boxSizeFor', () => {
  it('is 0.5 % of the first close by default, rounded up to whole ticks', () => {
    expect(boxSizeFor([c(0, '1', '1', '1', '20000', '1')], '0.5')).toBe('100');
    // 0.123 × 0.005 = 0.000615 → 6.15 ticks → 7 ticks
    expect(
      boxSizeFor([c(0, '1', '1', '1', '0.123', '1'), c(1, '1', '1', '1', '5', '1')], '0.0001'),
    ).toBe('0.0007');
  });

  it('takes another share of the price, still on the tick grid and at least one tick', () => {
    expect(boxSizeFor([c(0, '1', '1', '1', '20000', '1')], '0.5', '2')).toBe('400');
    // 20 000 × 0.1 % = 20 → 40 ticks of 0.5
    expect(boxSizeFor([c(0, '1', '1', '1', '20000', '1')], '0.5', '0.1')).toBe('20');
    expect(boxSizeFor([c(0, '1', '1', '1', '1', '1')], '0.5', '0.1')).toBe('0.5');
  });
});

describe('periodSource', () => {
  it('asks the server for a stored period and merges the rest', () => {
    expect(periodSource('1h')).toEqual({ rangeMs: 3_600_000, factor: 1, limit: 500 });
    expect(periodSource('3m')).toEqual({ rangeMs: 60_000, factor: 3, limit: 1500 });
    expect(periodSource('12h')).toEqual({ rangeMs: 14_400_000, factor: 3, limit: 1500 });
    expect(periodSource('6h')).toEqual({ rangeMs: 3_600_000, factor: 6, limit: 1500 });
  });

  it('asks only for periods the server stores, within its per-request limit', () => {
    for (const period of CHART_PERIODS) {
      const { rangeMs, factor, limit } = periodSource(period);
      expect(isCandlePeriodMs(rangeMs), period).toBe(true);
      expect(Number.isInteger(factor), period).toBe(true);
      expect(limit, period).toBeLessThanOrEqual(MAX_CANDLES_PER_REQUEST);
    }
  });
});
