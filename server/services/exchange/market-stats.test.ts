import { MarketStats } from './market-stats';

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 10, 24, 12, 0, 0);

describe('MarketStats, the rolling 24 h figures', () => {
  it('keeps the highest and lowest trade of the last 24 hours, and forgets older ones', () => {
    const stats = new MarketStats(new Map());
    stats.onTrade(1, NOW - 24 * HOUR - 30_000, 200_000, 1); // the minute before the window opens it
    stats.onTrade(1, NOW - 20 * HOUR, 97_000, 2);
    stats.onTrade(1, NOW - 10 * HOUR, 99_500, 1);
    stats.onTrade(1, NOW - 10 * HOUR + 1_000, 96_200, 3);
    stats.onTrade(1, NOW - 60_000, 98_000, 1);

    const day = stats.day(1, NOW);
    expect(day.highTicks).toBe(99_500);
    expect(day.lowTicks).toBe(96_200);
    expect(day.openTicks).toBe(200_000);
    expect(day.lots).toBe(7);
    stats.onTrade(1, NOW - 30 * HOUR, 300_000, 1);
    expect(stats.day(1, NOW).highTicks).toBe(99_500);
  });

  it('knows no high or low for a contract without trades', () => {
    const day = new MarketStats(new Map()).day(2, NOW);
    expect([day.highTicks, day.lowTicks]).toEqual([0, 0]);
  });
});
