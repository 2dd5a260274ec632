import { formatTradeTime, tradeSide } from './trade-rows';

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
