import { describe, expect, it, vi } from 'vitest';
import type { PaneRendererCustomData, Time } from 'lightweight-charts';
import { BoxSeriesView, drawBoxes, type BoxContext, type BoxItem } from './box-series';

vi.mock('lightweight-charts', async () =>
  (await import('./fake-lightweight-charts')).lightweightChartsMock(),
);

type Call = [string, ...number[]];

/** A canvas context that records the shapes drawn, with the colour each was drawn in. */
function recorder() {
  const calls: Call[] = [];
  const colors: string[] = [];
  const ctx: BoxContext = {
    fillStyle: '',
    strokeStyle: '',
    lineWidth: 1,
    lineCap: 'butt',
    fillRect: (x: number, y: number, w: number, h: number) => {
      calls.push(['fillRect', x, y, w, h]);
      colors.push(String(ctx.fillStyle));
    },
    beginPath: () => undefined,
    moveTo: (x: number, y: number) => {
      calls.push(['moveTo', x, y]);
    },
    lineTo: (x: number, y: number) => {
      calls.push(['lineTo', x, y]);
    },
    ellipse: (x: number, y: number, rx: number, ry: number) => {
      calls.push(['ellipse', x, y, rx, ry]);
    },
    stroke: () => {
      colors.push(String(ctx.strokeStyle));
    },
  };
  return { ctx, calls, colors };
}

const item = (over: Partial<BoxItem>): BoxItem => ({
  time: 0 as Time,
  style: 'xo',
  up: true,
  low: 100,
  high: 120,
  box: 10,
  boxes: 3,
  ...over,
});

function frame(items: BoxItem[], barSpacing: number): PaneRendererCustomData<Time, BoxItem> {
  return {
    bars: items.map((originalData, i) => ({
      x: 50 + i * barSpacing,
      time: i,
      originalData,
      barColor: '',
    })),
    barSpacing,
    visibleRange: { from: 0, to: items.length },
    conflationFactor: 1,
  };
}

const colors = { upColor: 'green', downColor: 'red' };
// Two pixels a price unit: a box of 10 is 20 px tall.
const toY = (price: number) => (1000 - price * 2) as never;

describe('the Point & Figure and Renko renderer', () => {
  it('draws one X per box of a rising column and one O per box of a falling one, sized to the box', () => {
    const { ctx, calls, colors: used } = recorder();
    const scope = { context: ctx, horizontalPixelRatio: 1, verticalPixelRatio: 1 };
    drawBoxes(
      scope,
      frame([item({}), item({ up: false, low: 100, high: 110, boxes: 2 })], 10),
      colors,
      toY,
    );
    // Three X's of two strokes each (four points), two O's.
    expect(calls.filter(([name]) => name === 'moveTo')).toHaveLength(6);
    const os = calls.filter(([name]) => name === 'ellipse');
    expect(os).toHaveLength(2);
    // X's at the levels 100, 110, 120 (y 800, 780, 760): squares of 80 % of the 10 px slot,
    // narrower than the 20 px box.
    const starts = calls.filter(([name]) => name === 'moveTo').filter((_, i) => i % 2 === 0);
    expect(starts).toEqual([
      ['moveTo', 46, 796],
      ['moveTo', 46, 776],
      ['moveTo', 46, 756],
    ]);
    // O's centred on the next slot at 100 and 110.
    expect(os.map(([, x, y]) => [x, y])).toEqual([
      [60, 800],
      [60, 780],
    ]);
    expect(used).toEqual(['green', 'green', 'green', 'red', 'red']);
  });

  it('grows the glyphs with the slot spacing and shrinks them to dots when zoomed far out', () => {
    const wide = recorder();
    const scope = { context: wide.ctx, horizontalPixelRatio: 1, verticalPixelRatio: 1 };
    drawBoxes(scope, frame([item({ boxes: 1, high: 100 })], 20), colors, toY);
    expect(wide.calls.filter(([n]) => n === 'moveTo')[0]).toEqual(['moveTo', 42, 792]);
    // Wider slots than boxes: the box height sets the size, the glyph stays square.
    const wider = recorder();
    drawBoxes(
      { ...scope, context: wider.ctx },
      frame([item({ boxes: 1, high: 100 })], 40),
      colors,
      toY,
    );
    expect(wider.calls.filter(([n]) => n === 'moveTo')[0]).toEqual(['moveTo', 42, 792]);
    const narrow = recorder();
    drawBoxes(
      { ...scope, context: narrow.ctx },
      frame([item({ boxes: 1, high: 100 })], 2),
      colors,
      toY,
    );
    expect(narrow.calls.map(([n]) => n)).toEqual(['fillRect']);
  });

  it('draws Renko bricks as solid boxes the width of a slot, touching at the corners', () => {
    const { ctx, calls } = recorder();
    drawBoxes(
      { context: ctx, horizontalPixelRatio: 1, verticalPixelRatio: 1 },
      frame(
        [
          item({ style: 'brick', low: 100, high: 110, boxes: 1 }),
          item({ style: 'brick', low: 110, high: 120, boxes: 1 }),
        ],
        10,
      ),
      colors,
      toY,
    );
    expect(calls).toEqual([
      ['fillRect', 45, 780, 10, 20],
      ['fillRect', 55, 760, 10, 20],
    ]);
  });

  it('scales the range with whole glyphs in view and reports the close as the current value', () => {
    const view = new BoxSeriesView();
    expect(view.priceValueBuilder(item({}))).toEqual([95, 125, 120]);
    expect(view.priceValueBuilder(item({ up: false }))).toEqual([95, 125, 100]);
    expect(view.priceValueBuilder(item({ style: 'brick', high: 110, boxes: 1 }))).toEqual([
      100, 110, 110,
    ]);
    expect(view.isWhitespace({ time: 0 as Time })).toBe(true);
    expect(view.isWhitespace(item({}))).toBe(false);
  });
});
