import { describe, expect, it } from 'vitest';
import { parseChartPreferences } from '../hooks/use-chart-preferences';
import { toChartPoints } from './series-points';
import { fromCloses } from './test-candles';

// From 20 000 a rise to 21 000: 0.5 % boxes are 100 (ten bricks), 2 % boxes are 400 (two).
const rise = fromCloses([20_000, 20_400, 20_800, 21_000]);

describe('brick settings of the price-move charts', () => {
  it('size Renko bricks as a share of the first close, on the tick grid', () => {
    expect(toChartPoints('renko', rise, '0.5').points).toHaveLength(10);
    const coarse = toChartPoints('renko', rise, '0.5', { boxPercent: '2', reversal: 3 });
    expect(coarse.points.map((p) => ('close' in p ? p.close : p.value))).toEqual([
      '20400',
      '20800',
    ]);
  });

  it('turn a Point & Figure column after the chosen number of boxes', () => {
    // Boxes of 100: up to 21 000 (an X column), then back 200 to 20 800.
    const turn = fromCloses([20_000, 21_000, 20_800]);
    const columns = (reversal: 1 | 2 | 3) =>
      toChartPoints('pointAndFigure', turn, '0.5', { boxPercent: '0.5', reversal }).points.length;
    expect(columns(3)).toBe(1);
    expect(columns(2)).toBe(2);
  });

  it('are remembered with the chart preferences, anything else falling back to the defaults', () => {
    expect(parseChartPreferences(JSON.stringify({ boxPercent: '1', reversal: 2 }))).toMatchObject({
      boxPercent: '1',
      reversal: 2,
    });
    expect(parseChartPreferences(JSON.stringify({ boxPercent: '7', reversal: 9 }))).toMatchObject({
      boxPercent: '0.5',
      reversal: 3,
    });
  });
});
