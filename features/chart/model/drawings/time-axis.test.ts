import { describe, expect, it } from 'vitest';
import { toChartTime } from '../chart-time';
import { fromChartTime, logicalToTime, timeToLogical } from './time-axis';

const bars = [1000, 1060, 1120, 1180];

describe('anchors on the bar axis', () => {
  it('places a bar time on its bar and a time between bars between them', () => {
    expect(timeToLogical(bars, 1060)).toBe(1);
    expect(timeToLogical(bars, 1090)).toBe(1.5);
  });

  it('goes on past the last bar at the bars’ spacing (a drawing into the future)', () => {
    expect(timeToLogical(bars, 1300)).toBe(5);
    expect(logicalToTime(bars, 5.2)).toBe(1300);
    expect(logicalToTime(bars, -1)).toBe(940);
  });

  it('snaps a pointer to the nearest bar', () => {
    expect(logicalToTime(bars, 1.4)).toBe(1060);
    expect(logicalToTime(bars, 1.6)).toBe(1120);
    expect(logicalToTime([], 1)).toBeNull();
  });

  it('turns a chart time back into the UTC time it was made from', () => {
    const utc = 1_700_000_000;
    expect(fromChartTime(toChartTime(utc * 1000, 'local'), 'local')).toBe(utc);
    expect(fromChartTime(toChartTime(utc * 1000, 'utc'), 'utc')).toBe(utc);
  });
});
