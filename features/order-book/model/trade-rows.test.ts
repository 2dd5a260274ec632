import { formatFillTime, formatTradeTime, largeTradeSize, tradeSide } from './trade-rows';

describe('a recent trade', () => {
  it('reads the taker side in the spellings feeds use', () => {
    expect(tradeSide('buy')).toBe('buy');
    expect(tradeSide('SELL')).toBe('sell');
    expect(tradeSide('bid')).toBe('buy');
    expect(tradeSide('ask')).toBe('sell');
    expect(tradeSide(7)).toBeNull();
  });

  it('shows its time as 24-hour HH:mm:ss in the given time zone', () => {
    // 2026-01-02T15:04:05Z
    const time = Date.UTC(2026, 0, 2, 15, 4, 5);
    expect(formatTradeTime(time, 'en', 'UTC')).toBe('15:04:05');
    expect(formatTradeTime(time, 'ko', 'Asia/Seoul')).toBe('00:04:05');
    expect(formatTradeTime(time, 'ja', 'America/New_York')).toBe('10:04:05');
  });
});

describe('a large trade', () => {
  it('is five times the median size of the recent trades, once there are ten of them', () => {
    const sizes = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'];
    // Median of ten: (5 + 6) / 2 = 5.5; five times that is 27.5.
    expect(largeTradeSize(sizes)?.toString()).toBe('27.5');
    expect(largeTradeSize([...sizes, '100'])?.toString()).toBe('30');
    expect(largeTradeSize(sizes.slice(1))).toBeNull();
    // Sizes that are not numbers or not positive do not count.
    expect(largeTradeSize([...sizes.slice(1), 'x', '0'])).toBeNull();
  });
});

describe('one of my fills', () => {
  const now = Date.UTC(2026, 0, 2, 10, 0, 0);

  it('shows the time alone when it was today', () => {
    expect(formatFillTime(Date.UTC(2026, 0, 2, 9, 4, 5), now, 'en', 'UTC')).toBe('09:04:05');
  });

  it('shows the date too when it was another day, in the viewer’s zone', () => {
    expect(formatFillTime(Date.UTC(2026, 0, 1, 23, 30), now, 'en', 'UTC')).toBe('01/01, 23:30');
    // 23:30 UTC on the 1st is 08:30 on the 2nd in Tokyo: today there.
    expect(formatFillTime(Date.UTC(2026, 0, 1, 23, 30), now, 'en', 'Asia/Tokyo')).toBe('08:30:00');
    expect(formatFillTime(Date.UTC(2026, 0, 1, 23, 30), now, 'ja', 'UTC')).toBe('01/01 23:30');
  });
});
