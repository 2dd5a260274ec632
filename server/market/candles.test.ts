import { contracts } from '../../lib/contract/reference-data';
import { simulateMinuteCandles } from './backfill';
import { aggregateCandles, applyPoint, type TickCandle } from './candle-math';
import { buildCandleSeries } from './candle-series';
import { alignOpenTime } from './periods';

const MINUTE = 60_000;
const DAY = 86_400_000;

function minute(
  openTime: number,
  open: number,
  high: number,
  low: number,
  close: number,
  volume = 1,
): TickCandle {
  return { openTime, open, high, low, close, volume };
}

describe('candle periods', () => {
  it('aligns days to 00:00 UTC and weeks to Monday 00:00 UTC', () => {
    const thursday = Date.UTC(2026, 10, 19, 15, 42); // 2026-11-19 is a Thursday
    expect(alignOpenTime(thursday, DAY)).toBe(Date.UTC(2026, 10, 19));
    expect(alignOpenTime(thursday, 7 * DAY)).toBe(Date.UTC(2026, 10, 16));
    expect(new Date(alignOpenTime(thursday, 7 * DAY)).getUTCDay()).toBe(1);
    expect(alignOpenTime(thursday, 4 * 3_600_000)).toBe(Date.UTC(2026, 10, 19, 12));
  });
});

describe('candle aggregation', () => {
  it('folds minutes into longer candles: first open, extreme high/low, last close, summed volume', () => {
    const start = Date.UTC(2026, 0, 1);
    const rows = [
      minute(start, 10, 12, 9, 11),
      minute(start + MINUTE, 11, 15, 10, 14),
      minute(start + 4 * MINUTE, 14, 14, 7, 8),
      minute(start + 5 * MINUTE, 8, 9, 8, 9),
    ];
    expect(aggregateCandles(rows, 5 * MINUTE)).toEqual([
      { openTime: start, open: 10, high: 15, low: 7, close: 8, volume: 3 },
      { openTime: start + 5 * MINUTE, open: 8, high: 9, low: 8, close: 9, volume: 1 },
    ]);
  });

  it('applies live points: a new candle opens at the previous close, late points are ignored', () => {
    const t = Date.UTC(2026, 0, 1, 0, 0, 30);
    let c = applyPoint(undefined, t, 100, 2, MINUTE);
    c = applyPoint(c, t + 10_000, 104, 1, MINUTE);
    c = applyPoint(c, t + 20_000, 99, 0, MINUTE);
    expect(c).toEqual({
      openTime: t - 30_000,
      open: 100,
      high: 104,
      low: 99,
      close: 99,
      volume: 3,
    });
    const next = applyPoint(c, t + 40_000, 101, 0, MINUTE);
    expect(next).toMatchObject({ openTime: t + 30_000, open: 99, high: 101, low: 99, close: 101 });
    expect(applyPoint(next, t, 1, 0, MINUTE)).toBe(next);
  });
});

describe('simulated history', () => {
  const btc = contracts.find((c) => c.contractId === 1) ?? contracts[0];
  if (!btc) throw new Error('no contracts');
  const series = buildCandleSeries().filter((s) => s.contractId === btc.contractId);
  const from = Date.UTC(2026, 0, 1);

  it('is deterministic for a seed and differs between seeds', () => {
    const a = simulateMinuteCandles(btc, series, 7, from, 500);
    const b = simulateMinuteCandles(btc, series, 7, from, 500);
    const c = simulateMinuteCandles(btc, series, 8, from, 500);
    expect([...a.values()]).toEqual([...b.values()]);
    expect([...a.values()][0]).not.toEqual([...c.values()][0]);
  });

  it('produces gapless, well-formed candles with a realistic daily volatility', () => {
    const days = 20;
    const [rows = []] = simulateMinuteCandles(btc, series, 11, from, days * 1440).values();
    expect(rows).toHaveLength(days * 1440);
    let previousClose: number | undefined;
    for (const r of rows) {
      expect(r.high).toBeGreaterThanOrEqual(Math.max(r.open, r.close));
      expect(r.low).toBeLessThanOrEqual(Math.min(r.open, r.close));
      if (previousClose !== undefined) expect(r.open).toBe(previousClose);
      previousClose = r.close;
    }
    const daily = aggregateCandles(rows, DAY);
    const closes = daily.map((d) => d.close);
    const returns = closes.slice(1).map((close, i) => Math.log(close / (closes[i] ?? close)));
    const sd = Math.sqrt(returns.reduce((s, r) => s + r * r, 0) / returns.length);
    // 55 % a year is about 2.9 % a day; allow for sampling noise and jumps.
    expect(sd).toBeGreaterThan(0.01);
    expect(sd).toBeLessThan(0.08);
  });
});
