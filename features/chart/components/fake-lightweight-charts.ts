// A stand-in for lightweight-charts in jsdom (no canvas): it records what the panel asks of the
// chart, so tests can assert which series is drawn with which data.
import { vi } from 'vitest';

export interface FakePriceLine {
  options: () => { price: number; title?: string; color?: string; id?: string };
  applyOptions: (o: Record<string, unknown>) => void;
}

/** What the fake calls of a series primitive: as the library, `attached` then `updateAllViews`. */
export interface FakePrimitive {
  attached?: (param: { chart: unknown; series: unknown; requestUpdate: () => void }) => void;
  detached?: () => void;
  updateAllViews?: () => void;
}

/** Bars are 10 px apart on the fake time scale: logical index × 10 is the x coordinate. */
export const FAKE_BAR_SPACING = 10;

export interface FakeSeries {
  kind: string;
  options: Record<string, unknown>;
  pane: number;
  data: Record<string, unknown>[];
  setDataCalls: number;
  updates: Record<string, unknown>[];
  priceLines: FakePriceLine[];
  removed: boolean;
  /** A custom series' pane view (addCustomSeries), for tests that draw with its renderer. */
  view?: unknown;
}

/**
 * Indicator series (components/indicator-layer.ts) are lines without a crosshair marker, or
 * histograms on a price (not volume) scale: MACD's.
 */
function isIndicator(series: FakeSeries): boolean {
  const format = series.options.priceFormat as { type?: string } | undefined;
  return series.kind === 'Histogram'
    ? format?.type !== 'volume'
    : series.options.crosshairMarkerVisible === false;
}

export const fake = {
  series: [] as FakeSeries[],
  crosshairHandlers: [] as ((param: { time?: number }) => void)[],
  rangeHandlers: [] as ((range: { from: number; to: number } | null) => void)[],
  visibleRange: { from: 0, to: 100 } as { from: number; to: number } | null,
  /** The plot area's width (the time scale's): what a narrower axis or window changes. */
  plotWidth: 800,
  sizeHandlers: [] as ((width: number, height: number) => void)[],
  /** Times the time scale was fitted to all of its data (`timeScale().fitContent()`). */
  fits: 0,
  /** Series primitives attached (the drawings), with the series they are on. */
  primitives: [] as { primitive: FakePrimitive; series: FakeSeries }[],
  reset() {
    this.primitives = [];
    this.series = [];
    this.crosshairHandlers = [];
    this.rangeHandlers = [];
    this.visibleRange = { from: 0, to: 100 };
    this.plotWidth = 800;
    this.sizeHandlers = [];
    this.fits = 0;
  },
  /** The plot area gets another width (the price axis widened, the window resized). */
  resize(width: number) {
    this.plotWidth = width;
    for (const handler of this.sizeHandlers) handler(width, 30);
  },
  /** The price series currently on the chart (not the volume histogram, not an indicator). */
  main(): FakeSeries | undefined {
    return this.series
      .filter((s) => !s.removed && s.kind !== 'Histogram' && !isIndicator(s))
      .at(-1);
  },
  volume(): FakeSeries | undefined {
    return this.series.find((s) => !s.removed && s.kind === 'Histogram' && !isIndicator(s));
  },
  /** The indicator series on the chart, in the order they were added. */
  indicators(): FakeSeries[] {
    return this.series.filter((s) => !s.removed && isIndicator(s));
  },
};

/** Every time any live series has, ascending: the time scale's points. */
function timePoints(): unknown[] {
  const times = new Set(
    fake.series.filter((s) => !s.removed).flatMap((s) => s.data.map((d) => d.time)),
  );
  return [...times].sort((a, b) => Number(a) - Number(b));
}

/**
 * Like lightweight-charts, the view keeps its offset from the last bar when points are added on
 * the left: the same bars stay in view and their logical indices grow by the points added.
 */
function keepViewOnPrepend(before: unknown[], after: unknown[]): void {
  const added = before.length > 0 ? after.indexOf(before[0]) : 0;
  if (added > 0 && fake.visibleRange)
    fake.visibleRange = { from: fake.visibleRange.from + added, to: fake.visibleRange.to + added };
}

/** A pane as the chart keeps it: its series in order; an empty pane goes unless preserved. */
interface FakePane {
  series: FakeSeries[];
  preserve: boolean;
  stretch: number;
}

function seriesApi(
  record: FakeSeries,
  paneOf: (record: FakeSeries) => unknown = () => undefined,
  chartOf: () => unknown = () => undefined,
) {
  return {
    getPane: () => paneOf(record),
    setData: (data: Record<string, unknown>[]) => {
      const before = timePoints();
      record.data = data;
      record.setDataCalls += 1;
      keepViewOnPrepend(before, timePoints());
    },
    update: (item: Record<string, unknown>) => {
      record.updates.push(item);
      const index = record.data.findIndex((d) => d.time === item.time);
      if (index === -1) record.data = [...record.data, item];
      else record.data = record.data.map((d, i) => (i === index ? item : d));
    },
    applyOptions: (o: Record<string, unknown>) => Object.assign(record.options, o),
    createPriceLine: (o: { price: number }) => {
      let current = { ...o };
      const line: FakePriceLine = {
        options: () => current,
        applyOptions: (next) => {
          current = { ...current, ...next };
        },
      };
      record.priceLines.push(line);
      return line;
    },
    removePriceLine: (line: FakePriceLine) => {
      record.priceLines = record.priceLines.filter((l) => l !== line);
    },
    data: () => record.data,
    attachPrimitive(primitive: FakePrimitive) {
      fake.primitives.push({ primitive, series: record });
      primitive.attached?.({ chart: chartOf(), series: this, requestUpdate: () => undefined });
      primitive.updateAllViews?.();
    },
    detachPrimitive(primitive: FakePrimitive) {
      fake.primitives = fake.primitives.filter((p) => p.primitive !== primitive);
      primitive.detached?.();
    },
    // One price unit per pixel, so tests can point at prices.
    priceToCoordinate: (price: number) => 1000 - price,
    coordinateToPrice: (y: number) => 1000 - y,
  };
}

export function lightweightChartsMock() {
  const definition = (kind: string) => ({ kind });
  const createChart = vi.fn(() => {
    const apis = new Map<FakeSeries, ReturnType<typeof seriesApi>>();
    // As the library: a removed chart throws on every later call into it or its series.
    let disposed = false;
    const alive = () => {
      if (disposed) throw new Error('Object is disposed');
    };
    // As the library: a series at an index past the last pane opens a new pane at the end, a
    // pane left empty goes (unless preserved) and the panes after it move up.
    const panes: FakePane[] = [{ series: [], preserve: false, stretch: 1 }];
    let element: HTMLDivElement | undefined;
    const renumber = () => panes.forEach((p, i) => p.series.forEach((r) => (r.pane = i)));
    const paneApi = (p: FakePane) => ({
      getHeight: () => (panes.indexOf(p) === 0 ? 1200 : 200),
      setStretchFactor: (factor: number) => {
        p.stretch = factor;
      },
      getStretchFactor: () => p.stretch,
      setPreserveEmptyPane: (preserve: boolean) => {
        p.preserve = preserve;
      },
      paneIndex: () => panes.indexOf(p),
      moveTo: (index: number) => {
        panes.splice(panes.indexOf(p), 1);
        panes.splice(index, 0, p);
        renumber();
      },
    });
    const paneOf = (record: FakeSeries) => {
      const found = panes.find((p) => p.series.includes(record));
      return found ? paneApi(found) : undefined;
    };
    const chartApi = {
      addSeries: (def: { kind: string }, options: Record<string, unknown> = {}, pane = 0) => {
        const index = Math.min(pane, panes.length);
        if (index === panes.length) panes.push({ series: [], preserve: false, stretch: 1 });
        const record: FakeSeries = {
          kind: def.kind,
          options: { ...options },
          pane: index,
          data: [],
          setDataCalls: 0,
          updates: [],
          priceLines: [],
          removed: false,
        };
        panes[index]?.series.push(record);
        fake.series.push(record);
        const api = seriesApi(record, paneOf, () => chartApi);
        apis.set(record, api);
        return api;
      },
      // A custom series (Renko, Point & Figure) is recorded as kind `Custom` with its view.
      addCustomSeries(view: unknown, options: Record<string, unknown> = {}, pane = 0) {
        const api = this.addSeries({ kind: 'Custom' }, options, pane);
        const record = [...apis].find(([, candidate]) => candidate === api)?.[0];
        if (record) record.view = view;
        return api;
      },
      removeSeries: (api: ReturnType<typeof seriesApi>) => {
        alive();
        for (const [record, candidate] of apis) {
          if (candidate !== api) continue;
          record.removed = true;
          const home = panes.find((p) => p.series.includes(record));
          if (!home) continue;
          home.series = home.series.filter((r) => r !== record);
          if (home.series.length === 0 && !home.preserve && panes.length > 1)
            panes.splice(panes.indexOf(home), 1);
          renumber();
        }
      },
      panes: () => panes.map(paneApi),
      chartElement: () => (element ??= document.createElement('div')),
      applyOptions: vi.fn(),
      subscribeCrosshairMove: (h: (param: { time?: number }) => void) =>
        fake.crosshairHandlers.push(h),
      unsubscribeCrosshairMove: (h: (param: { time?: number }) => void) => {
        alive();
        fake.crosshairHandlers = fake.crosshairHandlers.filter((x) => x !== h);
      },
      timeScale: () => ({
        subscribeVisibleLogicalRangeChange: (
          h: (range: { from: number; to: number } | null) => void,
        ) => fake.rangeHandlers.push(h),
        unsubscribeVisibleLogicalRangeChange: (
          h: (range: { from: number; to: number } | null) => void,
        ) => {
          fake.rangeHandlers = fake.rangeHandlers.filter((x) => x !== h);
        },
        width: () => fake.plotWidth,
        subscribeSizeChange: (h: (width: number, height: number) => void) =>
          fake.sizeHandlers.push(h),
        unsubscribeSizeChange: (h: (width: number, height: number) => void) => {
          fake.sizeHandlers = fake.sizeHandlers.filter((x) => x !== h);
        },
        timeToCoordinate: (time: unknown) => {
          const index = timePoints().indexOf(time);
          return index === -1 ? null : index * FAKE_BAR_SPACING;
        },
        logicalToCoordinate: (logical: number) => logical * FAKE_BAR_SPACING,
        coordinateToLogical: (x: number) => x / FAKE_BAR_SPACING,
        getVisibleLogicalRange: () => fake.visibleRange,
        setVisibleLogicalRange: (range: { from: number; to: number }) => {
          fake.visibleRange = range;
        },
        fitContent: () => {
          fake.fits += 1;
        },
      }),
      remove: vi.fn(() => {
        alive();
        disposed = true;
      }),
    };
    return chartApi;
  });
  return {
    createChart,
    AreaSeries: definition('Area'),
    BarSeries: definition('Bar'),
    BaselineSeries: definition('Baseline'),
    CandlestickSeries: definition('Candlestick'),
    HistogramSeries: definition('Histogram'),
    LineSeries: definition('Line'),
    customSeriesDefaultOptions: { color: '#2196f3' },
    ColorType: { Solid: 'solid' },
    CrosshairMode: { Normal: 0 },
    LineType: { Simple: 0, WithSteps: 1 },
    LineStyle: { Solid: 0, Dotted: 1, Dashed: 2, LargeDashed: 3, SparseDotted: 4 },
    TickMarkType: { Year: 0, Month: 1, DayOfMonth: 2, Time: 3, TimeWithSeconds: 4 },
  };
}
