import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  formatChartTime,
  formatTimeIn,
  isChartTimeZone,
  toChartTime,
  toChartTimes,
  utcOffsetLabel,
} from './chart-time';

const HOUR_MINUTE = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;

describe('chart time', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shifts UTC milliseconds by the local offset into chart seconds', () => {
    // UTC+9 (Tokyo): getTimezoneOffset is -540 minutes
    vi.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(-540);
    expect(toChartTime(0, 'local')).toBe(9 * 3600);
    expect(formatChartTime(toChartTime(0, 'local'), 'en-GB', HOUR_MINUTE)).toBe('09:00');
  });

  it('leaves times unshifted in UTC, whatever the browser zone', () => {
    vi.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(-540);
    expect(toChartTime(0, 'utc')).toBe(0);
    expect(toChartTime(1_500, 'utc')).toBe(1);
    // A daily candle opens at 00:00 GMT: midnight in UTC, 09:00 on a Tokyo clock.
    expect(formatTimeIn(0, 'utc', 'en-GB', HOUR_MINUTE)).toBe('00:00');
    expect(formatTimeIn(0, 'local', 'en-GB', HOUR_MINUTE)).toBe('09:00');
  });

  it('shifts west of Greenwich back, by the offset at each instant (daylight saving)', () => {
    // New York: -4 h in summer (offset 240), -5 h in winter (offset 300).
    const summer = Date.UTC(2026, 6, 1, 12);
    const winter = Date.UTC(2026, 0, 1, 12);
    vi.spyOn(Date.prototype, 'getTimezoneOffset').mockImplementation(function (this: Date) {
      return this.getTime() === summer ? 240 : 300;
    });
    expect(formatTimeIn(summer, 'local', 'en-GB', HOUR_MINUTE)).toBe('08:00');
    expect(formatTimeIn(winter, 'local', 'en-GB', HOUR_MINUTE)).toBe('07:00');
    expect(formatTimeIn(summer, 'utc', 'en-GB', HOUR_MINUTE)).toBe('12:00');
    expect(toChartTimes([winter, summer], 'utc')).toEqual([winter / 1000, summer / 1000]);
  });

  it('keeps chart times increasing when two candles land on one local time', () => {
    const offsets = [-60, 0];
    let call = 0;
    vi.spyOn(Date.prototype, 'getTimezoneOffset').mockImplementation(() => offsets[call++] ?? 0);
    // 0 s shifted +3600 → 3600; 3600 s shifted 0 → 3600 again → moved to 3601
    expect(toChartTimes([0, 3_600_000], 'local')).toEqual([3600, 3601]);
  });

  it('has no repeated hour in UTC when the local clock goes back', () => {
    const offsets = [-60, 0];
    let call = 0;
    vi.spyOn(Date.prototype, 'getTimezoneOffset').mockImplementation(() => offsets[call++] ?? 0);
    expect(toChartTimes([0, 3_600_000], 'utc')).toEqual([0, 3600]);
  });

  it('names the local zone by its offset from UTC', () => {
    const offset = vi.spyOn(Date.prototype, 'getTimezoneOffset');
    offset.mockReturnValue(-540);
    expect(utcOffsetLabel()).toBe('UTC+9');
    offset.mockReturnValue(-330);
    expect(utcOffsetLabel()).toBe('UTC+5:30');
    offset.mockReturnValue(210);
    expect(utcOffsetLabel()).toBe('UTC-3:30');
    offset.mockReturnValue(0);
    expect(utcOffsetLabel()).toBe('UTC+0');
  });

  it('knows its two zones and nothing else', () => {
    expect(isChartTimeZone('utc')).toBe(true);
    expect(isChartTimeZone('local')).toBe(true);
    expect(isChartTimeZone('Asia/Tokyo')).toBe(false);
    expect(isChartTimeZone(undefined)).toBe(false);
  });
});
