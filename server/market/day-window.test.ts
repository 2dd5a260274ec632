import type { TickCandle } from './candle-math';
import { DayWindow } from './day-window';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const NOW = Date.UTC(2026, 10, 24, 12, 0, 30);
/** Open time of the minute `n` minutes before the current one. */
const ago = (n: number) => Math.floor(NOW / MINUTE) * MINUTE - n * MINUTE;

function candle(
  openTime: number,
  prices: [number, number, number, number],
  volume: number,
): TickCandle {
  const [open, high, low, close] = prices;
  return { openTime, open, high, low, close, volume };
}

describe('the rolling 24 h window of one-minute candles', () => {
  it('sums the volume of the current minute and the 1 439 before it', () => {
    const day = new DayWindow();
    day.minute(candle(ago(1440), [100, 110, 90, 105], 7)); // a day and a minute ago: outside
    day.minute(candle(ago(1439), [105, 120, 100, 110], 3));
    day.minute(candle(ago(600), [110, 130, 95, 100], 5));
    day.minute(candle(ago(0), [100, 101, 99, 100], 2));
    const figures = day.day(NOW);
    expect(figures.volume).toBe(10);
    expect([figures.open, figures.high, figures.low]).toEqual([105, 130, 95]);
  });

  it('lets a minute roll off as the clock passes a day after it, with its range and open', () => {
    const day = new DayWindow();
    day.minute(candle(ago(1439), [105, 140, 80, 110], 3));
    day.minute(candle(ago(10), [110, 115, 100, 112], 4));
    expect(day.day(NOW)).toMatchObject({ volume: 7, open: 105, high: 140, low: 80 });
    expect(day.day(NOW + MINUTE)).toMatchObject({ volume: 4, open: 110, high: 115, low: 100 });
    // A whole day later nothing is left; the open is the last price seen before the window.
    expect(day.day(NOW + 24 * HOUR)).toEqual({
      volume: 0,
      turnover: 0n,
      open: 112,
      high: 0,
      low: 0,
    });
  });

  it('forgets everything after two quiet days', () => {
    const day = new DayWindow();
    day.minute(candle(ago(3), [100, 120, 90, 110], 4));
    day.minute(candle(ago(1), [110, 115, 105, 111], 6));
    expect(day.day(NOW)).toMatchObject({ volume: 10 });
    expect(day.day(NOW + 48 * HOUR)).toEqual({
      volume: 0,
      turnover: 0n,
      open: 111,
      high: 0,
      low: 0,
    });
    day.minute(candle(ago(-2880), [111, 112, 111, 112], 1));
    expect(day.day(NOW + 48 * HOUR)).toMatchObject({ volume: 1, open: 111, high: 112, low: 111 });
  });

  it('adds a new fill to the current minute with its exact turnover', () => {
    const day = new DayWindow();
    day.minute(candle(ago(0), [100, 100, 100, 100], 2), { ticks: 100, volume: 2 });
    day.minute(candle(ago(0), [100, 103, 100, 103], 5), { ticks: 103, volume: 3 });
    const figures = day.day(NOW);
    expect(figures.volume).toBe(5);
    expect(figures.turnover).toBe(2n * 100n + 3n * 103n);
    expect([figures.high, figures.low]).toEqual([103, 100]);
  });

  it('values volume known only as a candle at its typical price', () => {
    const day = new DayWindow();
    day.minute(candle(ago(5), [100, 120, 90, 105], 10)); // (120 + 90 + 105) / 3 = 105
    expect(day.day(NOW).turnover).toBe(1050n);
    // A later state of the same minute replaces it (no double count).
    day.minute(candle(ago(5), [100, 120, 90, 105], 12));
    expect(day.day(NOW)).toMatchObject({ volume: 12, turnover: 1260n });
  });

  it('recomputes the range when a replaced state narrows a minute', () => {
    const day = new DayWindow();
    day.minute(candle(ago(3), [100, 150, 100, 100], 1));
    day.minute(candle(ago(2), [100, 110, 95, 100], 1));
    day.minute(candle(ago(3), [100, 105, 100, 100], 1));
    expect(day.day(NOW)).toMatchObject({ high: 110, low: 95, volume: 2 });
  });

  it('ignores states of minutes older than the window', () => {
    const day = new DayWindow();
    day.minute(candle(ago(0), [100, 100, 100, 100], 1));
    day.minute(candle(ago(1440), [500, 500, 500, 500], 9));
    expect(day.day(NOW)).toMatchObject({ volume: 1, high: 100, open: 100 });
  });

  it('matches a full scan over three days of minutes, read every minute', () => {
    const day = new DayWindow();
    const all: TickCandle[] = [];
    let price = 1000;
    const start = ago(3 * 1440);
    for (let i = 0; i < 3 * 1440; i++) {
      const openTime = start + i * MINUTE;
      const close = price + ((i * 7919) % 21) - 10;
      const c = candle(
        openTime,
        [price, Math.max(price, close) + (i % 5), Math.min(price, close) - (i % 3), close],
        (i * 31) % 17,
      );
      price = close;
      if (i % 11 !== 0) {
        day.minute(c);
        all.push(c);
      }
      const inside = all.filter((x) => x.openTime > openTime - 1440 * MINUTE);
      const figures = day.day(openTime + 1_000);
      expect(figures.volume).toBe(inside.reduce((s, x) => s + x.volume, 0));
      if (inside.length > 0) {
        expect(figures.high).toBe(Math.max(...inside.map((x) => x.high)));
        expect(figures.low).toBe(Math.min(...inside.map((x) => x.low)));
        expect(figures.open).toBe(inside[0]?.open);
      }
    }
  });
});
