import {
  HistogramSeries,
  LineSeries,
  type IChartApi,
  type ISeriesApi,
  type PriceFormat,
  type UTCTimestamp,
} from 'lightweight-charts';
import {
  INDICATOR_IDS,
  type IndicatorId,
  type IndicatorSettings,
} from '@/lib/contract/chart-indicators';
import type { Candle } from '../model/candle';
import { planIndicator, type IndicatorPlan, type PlannedLine } from '../model/indicators/plan';
import {
  createIndicatorRunner,
  type IndicatorOutput,
  type IndicatorRun,
} from '../model/indicators/stepper';
import type { ChartColors } from '@/components/hooks/use-theme-colors';

/**
 * The indicators on the chart: their series (over the candles, in the volume pane or in panes of
 * their own), computed from the panel's candles. Loaded with a dynamic import when the first
 * indicator is on, so the chart without indicators never carries this code.
 */

export interface IndicatorContext {
  colors: ChartColors;
  /** The contract's price format, for the lines drawn over the candles. */
  priceFormat: PriceFormat;
  priceScale: number;
  /** The volume histogram, whose pane VOL's averages share; null when it is not drawn. */
  volume: ISeriesApi<'Histogram'> | null;
}

export interface IndicatorLegendLine extends PlannedLine {
  value: number | undefined;
}

/** One indicator's legend at a bar. */
export interface IndicatorLegendRow {
  id: IndicatorId;
  pane: IndicatorPlan['pane'];
  /** The chart pane it is drawn in (0: over the candles). */
  paneIndex: number;
  format: IndicatorPlan['format'];
  params: number[];
  visible: boolean;
  lines: IndicatorLegendLine[];
}

export interface IndicatorLayer {
  /** Brings the series in line with the settings (null: none, as for Renko). */
  configure: (settings: IndicatorSettings | null, context: IndicatorContext) => void;
  /** The panel's candles and their chart times (same length); only what changed is drawn. */
  draw: (candles: readonly Candle[], times: readonly number[]) => void;
  /** The legend rows at the candle opened at `time` (epoch ms), or at the last one. */
  rowsAt: (time: number | undefined) => IndicatorLegendRow[];
  dispose: () => void;
}

type IndicatorSeries = ISeriesApi<'Line'> | ISeriesApi<'Histogram'>;

interface Entry {
  plan: IndicatorPlan;
  run: (candles: readonly Candle[]) => IndicatorRun;
  outputs: readonly IndicatorOutput[];
  series: IndicatorSeries[];
  visible: boolean;
  volume: ISeriesApi<'Histogram'> | null;
  /** Draw every point again at the next draw (new series, new colours). */
  dirty: boolean;
}

/** A pane of its own gets a quarter of the candles' height, as the volume pane. */
const PANE_STRETCH = 0.25;

function valueFormat(plan: IndicatorPlan, context: IndicatorContext): PriceFormat {
  switch (plan.format) {
    case 'price':
      return context.priceFormat;
    case 'volume':
      return { type: 'volume', precision: 2, minMove: 0.01 };
    case 'oscillator':
      return { type: 'price', precision: 2, minMove: 0.01 };
    case 'difference': {
      // MACD is a difference of averages: a few more digits than the price, to see it move.
      const precision = Math.min(context.priceScale + 2, 10);
      return { type: 'price', precision, minMove: 10 ** -precision };
    }
  }
}

function histogramColor(value: number, colors: ChartColors): string {
  return value >= 0 ? colors.up : colors.down;
}

export function createIndicatorLayer(chart: IChartApi): IndicatorLayer {
  const entries = new Map<IndicatorId, Entry>();
  let context: IndicatorContext | null = null;
  let candles: readonly Candle[] = [];
  let times: readonly number[] = [];

  /** Over the candles, in the volume's pane, with the indicator's other lines, or in a new pane. */
  function paneFor(plan: IndicatorPlan, first: IndicatorSeries | undefined): number {
    if (plan.pane === 'price') return 0;
    if (plan.pane === 'volume' && context?.volume) return context.volume.getPane().paneIndex();
    return first ? first.getPane().paneIndex() : chart.panes().length;
  }

  function addSeries(
    plan: IndicatorPlan,
    line: PlannedLine,
    first: IndicatorSeries | undefined,
  ): IndicatorSeries {
    const ctx = context as IndicatorContext;
    const pane = paneFor(plan, first);
    const common = {
      priceFormat: valueFormat(plan, ctx),
      priceLineVisible: false,
      lastValueVisible: false,
    };
    const series =
      line.style === 'histogram'
        ? chart.addSeries(HistogramSeries, common, pane)
        : chart.addSeries(
            LineSeries,
            {
              ...common,
              color: line.color ?? ctx.colors.primary,
              lineWidth: 1,
              crosshairMarkerVisible: false,
              ...(line.style === 'dots'
                ? { lineVisible: false, pointMarkersVisible: true, pointMarkersRadius: 1.5 }
                : {}),
            },
            pane,
          );
    if (plan.pane === 'own' && !first) series.getPane().setStretchFactor(PANE_STRETCH);
    return series;
  }

  function remove(entry: Entry) {
    // The last series of a pane of its own takes the pane with it.
    for (const series of entry.series) chart.removeSeries(series);
  }

  function create(plan: IndicatorPlan, visible: boolean): Entry {
    const series: IndicatorSeries[] = [];
    for (const line of plan.lines) {
      const added = addSeries(plan, line, series[0]);
      added.applyOptions({ visible });
      series.push(added);
    }
    return {
      plan,
      run: createIndicatorRunner(plan.stepper),
      outputs: [],
      series,
      visible,
      volume: context?.volume ?? null,
      dirty: true,
    };
  }

  function restyle(entry: Entry, plan: IndicatorPlan, visible: boolean, recolor: boolean) {
    const ctx = context as IndicatorContext;
    plan.lines.forEach((line, i) => {
      const series = entry.series[i];
      if (!series) return;
      series.applyOptions({
        visible,
        priceFormat: valueFormat(plan, ctx),
        ...(line.color === null ? {} : { color: line.color }),
      });
    });
    entry.plan = plan;
    entry.visible = visible;
    // Histogram bars carry their colours per point: new theme colours mean new points.
    if (recolor && plan.lines.some((line) => line.color === null)) entry.dirty = true;
  }

  function pointsOf(entry: Entry, line: number, from: number) {
    const ctx = context as IndicatorContext;
    const histogram = entry.plan.lines[line]?.color === null;
    const points: { time: UTCTimestamp; value: number; color?: string }[] = [];
    for (let i = from; i < entry.outputs.length; i += 1) {
      const value = entry.outputs[i]?.[line];
      if (value === undefined || !Number.isFinite(value)) continue;
      // Chart seconds from the panel (its time zone): the same times as the candles.
      const time = (times[i] ?? 0) as UTCTimestamp;
      points.push(
        histogram ? { time, value, color: histogramColor(value, ctx.colors) } : { time, value },
      );
    }
    return points;
  }

  function drawEntry(entry: Entry, timesFrom: number) {
    const run = entry.run(candles);
    entry.outputs = run.outputs;
    const from = entry.dirty ? 0 : Math.min(run.from, timesFrom);
    entry.series.forEach((series, line) => {
      if (from === 0 || from < run.from) {
        series.setData(pointsOf(entry, line, 0));
      } else {
        // A live tick or a new bar: the last point or two, never the whole history again.
        for (const point of pointsOf(entry, line, run.from)) series.update(point);
      }
    });
    entry.dirty = false;
  }

  return {
    configure(settings, next) {
      const recolor = context !== null && context.colors !== next.colors;
      context = next;
      for (const id of INDICATOR_IDS) {
        const plan =
          settings && (id !== 'vol' || next.volume !== null) ? planIndicator(id, settings) : null;
        const entry = entries.get(id);
        if (!plan || !settings) {
          if (entry) remove(entry);
          entries.delete(id);
          continue;
        }
        const visible = settings[id].visible;
        if (entry && entry.plan.key === plan.key && entry.volume === next.volume) {
          restyle(entry, plan, visible, recolor);
          continue;
        }
        if (entry) remove(entry);
        entries.set(id, create(plan, visible));
      }
    },
    draw(nextCandles, nextTimes) {
      // Times of bars that did not change move only with the time zone: all is drawn again then.
      let timesFrom = 0;
      const shared = Math.min(times.length, nextTimes.length);
      while (timesFrom < shared && times[timesFrom] === nextTimes[timesFrom]) timesFrom += 1;
      if (timesFrom === shared) timesFrom = Infinity;
      candles = nextCandles;
      times = nextTimes;
      for (const entry of entries.values()) drawEntry(entry, timesFrom);
    },
    rowsAt(time) {
      let index = candles.length - 1;
      if (time !== undefined) {
        // Candles are in time order: a binary search for the hovered one.
        let low = 0;
        let high = candles.length - 1;
        index = -1;
        while (low <= high) {
          const middle = (low + high) >> 1;
          const at = (candles[middle] as Candle).time;
          if (at === time) {
            index = middle;
            break;
          }
          if (at < time) low = middle + 1;
          else high = middle - 1;
        }
      }
      return [...entries.values()].map((entry) => ({
        id: entry.plan.id,
        pane: entry.plan.pane,
        paneIndex: entry.series[0]?.getPane().paneIndex() ?? 0,
        format: entry.plan.format,
        params: entry.plan.params,
        visible: entry.visible,
        lines: entry.plan.lines.map((line, j) => ({
          ...line,
          value: index < 0 ? undefined : entry.outputs[index]?.[j],
        })),
      }));
    },
    dispose() {
      for (const entry of entries.values()) remove(entry);
      entries.clear();
    },
  };
}
