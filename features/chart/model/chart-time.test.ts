import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatChartTime, toChartTime, toChartTimes } from './chart-time';

describe('chart time', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shifts UTC milliseconds by the local offset into chart seconds', () => {
    // UTC+9 (Tokyo): getTimezoneOffset is -540 minutes
    vi.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(-540);
    expect(toChartTime(0)).toBe(9 * 3600);
    expect(formatChartTime(toChartTime(0), 'en-GB', { hour: '2-digit', minute: '2-digit' })).toBe(
      '09:00',
    );
  });

  it('keeps chart times increasing when two candles land on one local time', () => {
    const offsets = [-60, 0];
    let call = 0;
    vi.spyOn(Date.prototype, 'getTimezoneOffset').mockImplementation(() => offsets[call++] ?? 0);
    // 0 s shifted +3600 → 3600; 3600 s shifted 0 → 3600 again → moved to 3601
    expect(toChartTimes([0, 3_600_000])).toEqual([3600, 3601]);
  });
});
