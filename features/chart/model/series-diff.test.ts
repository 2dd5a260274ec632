import { describe, expect, it } from 'vitest';
import { planSeriesChange } from './series-diff';

const p = (time: number, value: string) => ({ time, value });

describe('planSeriesChange', () => {
  it('updates the open candle in place', () => {
    expect(planSeriesChange([p(1, '1'), p(2, '2')], [p(1, '1'), p(2, '3')])).toEqual({
      kind: 'update',
      from: 1,
    });
  });

  it('appends new points with updates', () => {
    expect(planSeriesChange([p(1, '1')], [p(1, '1'), p(2, '2'), p(3, '3')])).toEqual({
      kind: 'update',
      from: 1,
    });
  });

  it('sets everything when an older point changed or points disappeared', () => {
    expect(planSeriesChange([p(1, '1'), p(2, '2')], [p(1, '0'), p(2, '2')])).toEqual({
      kind: 'set',
    });
    expect(planSeriesChange([p(1, '1'), p(2, '2')], [p(1, '1')])).toEqual({ kind: 'set' });
    expect(planSeriesChange([], [p(1, '1')])).toEqual({ kind: 'set' });
  });

  it('sets everything when the last point moved to another time', () => {
    expect(planSeriesChange([p(1, '1'), p(2, '2')], [p(1, '1'), p(3, '3')])).toEqual({
      kind: 'set',
    });
  });

  it('does nothing when nothing changed', () => {
    expect(planSeriesChange([p(1, '1')], [p(1, '1')])).toEqual({ kind: 'none' });
  });
});
