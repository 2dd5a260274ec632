import {
  AreaSeries,
  BarSeries,
  BaselineSeries,
  CandlestickSeries,
  HistogramSeries,
  LineSeries,
  LineType,
  type IChartApi,
  type ISeriesApi,
  type PriceFormat,
  type SeriesType,
} from 'lightweight-charts';
import { Decimal, toDecimal } from '@/lib/decimal';
import { formatPrice } from '@/lib/format';
import { SERIES_KIND, type ChartType } from '../model/chart-types';
import { toChartTimes, type ChartTimeZone } from '../model/chart-time';
import type { ChartPoints, VolumePoint } from '../model/series-points';
import { slotTime } from '../model/slot-axis';
import { BoxSeriesView, type BoxItem } from './box-series';
import { withAlpha, type ChartColors } from '@/components/hooks/use-theme-colors';

/** One data item as lightweight-charts takes it (numbers, chart seconds, optional colour). */
export type SeriesItem =
  | { time: number; open: number; high: number; low: number; close: number; color?: string }
  | { time: number; value: number; color?: string }
  | (Omit<BoxItem, 'time'> & { time: number });

export const VOLUME_PANE = 1;

/**
 * The theme's colours of a chart type's series: given when the series is made, and applied to it
 * in place when the theme or the colour convention changes (the series keeps its candles).
 */
export function mainSeriesColors(type: ChartType, colors: ChartColors): Record<string, string> {
  const up = colors.up;
  const down = colors.down;
  switch (SERIES_KIND[type]) {
    case 'Candlestick':
      return {
        upColor: type === 'hollowCandles' ? 'rgba(0, 0, 0, 0)' : up,
        downColor: down,
        borderUpColor: up,
        borderDownColor: down,
        wickUpColor: up,
        wickDownColor: down,
      };
    case 'Boxes':
    case 'Bar':
      return { upColor: up, downColor: down };
    case 'Line':
      return { color: colors.primary };
    case 'Area':
      return {
        lineColor: colors.primary,
        topColor: withAlpha(colors.primary, 0.35),
        bottomColor: withAlpha(colors.primary, 0.02),
      };
    case 'Baseline':
      return {
        topLineColor: up,
        topFillColor1: withAlpha(up, 0.28),
        topFillColor2: withAlpha(up, 0.05),
        bottomLineColor: down,
        bottomFillColor1: withAlpha(down, 0.05),
        bottomFillColor2: withAlpha(down, 0.28),
      };
  }
}

/**
 * The series of a chart type, styled from the theme. The built-in last-value line is off: the
 * panel draws the market's last and mark price itself (a Renko brick's close is not the price).
 */
export function addMainSeries(
  chart: IChartApi,
  type: ChartType,
  colors: ChartColors,
  priceFormat: PriceFormat,
): ISeriesApi<SeriesType> {
  const common = {
    priceFormat,
    priceLineVisible: false,
    lastValueVisible: false,
    ...mainSeriesColors(type, colors),
  };
  switch (SERIES_KIND[type]) {
    case 'Candlestick':
      return chart.addSeries(CandlestickSeries, { ...common, wickVisible: type !== 'lineBreak' });
    case 'Boxes':
      // Renko bricks and Point & Figure X/O columns, drawn by the custom series (box-series.ts).
      return chart.addCustomSeries(new BoxSeriesView(), common);
    case 'Bar':
      return chart.addSeries(BarSeries, { ...common, thinBars: type !== 'hiLo' });
    case 'Line':
      return chart.addSeries(LineSeries, {
        ...common,
        lineWidth: 2,
        lineType: type === 'kagi' ? LineType.WithSteps : LineType.Simple,
      });
    case 'Area':
      return chart.addSeries(AreaSeries, common);
    case 'Baseline':
      return chart.addSeries(BaselineSeries, common);
  }
}

/**
 * Axis, crosshair and price-line labels in the page locale with the contract's decimals, like
 * every other price on the screen. The chart hands over a float from its pixel grid; it is
 * rounded to the price scale (half up) before it is shown, never cut, so 97723.4999… reads 97723.5.
 */
export function contractPriceFormat(
  locale: string,
  priceScale: number,
  tickSize: string,
): PriceFormat {
  const decimals = Math.max(0, priceScale);
  return {
    type: 'custom',
    // The axis step only; prices themselves never pass through this number.
    minMove: Number(tickSize) || 10 ** -decimals,
    formatter: (price: number) =>
      formatPrice(
        toDecimal(String(price)).toDecimalPlaces(decimals, Decimal.ROUND_HALF_UP),
        locale,
        decimals,
      ),
  };
}

/**
 * The volume histogram, in the pane right under the candles. It is added in a new pane and moved
 * there: when the volume comes back (VOL switched on again), indicator panes may hold that index,
 * and adding at it would draw the bars in MACD's pane.
 */
export function addVolumeSeries(chart: IChartApi): ISeriesApi<'Histogram'> {
  const series = chart.addSeries(
    HistogramSeries,
    { priceFormat: { type: 'volume' }, priceLineVisible: false, lastValueVisible: false },
    chart.panes().length,
  );
  const pane = series.getPane();
  pane.moveTo(VOLUME_PANE);
  pane.setStretchFactor(0.25);
  return series;
}

/**
 * Points as the chart draws them. Prices become JS numbers only here, for pixels: the library
 * draws in floats; every calculation before this line is decimal. Renko bricks and Point & Figure
 * columns go one per slot (slot-axis.ts), at a synthetic time, not at the time they began.
 */
export function toSeriesItems(
  chartPoints: ChartPoints,
  colors: ChartColors,
  timeZone: ChartTimeZone,
): SeriesItem[] {
  if (chartPoints.shape === 'boxes')
    return chartPoints.points.map((p, i) => ({
      time: slotTime(i),
      style: p.style,
      up: p.tone === 'up',
      low: Number(p.low),
      high: Number(p.high),
      box: Number(p.box),
      boxes: p.boxes,
      color: p.tone === 'up' ? colors.up : colors.down,
    }));
  const times = toChartTimes(
    chartPoints.points.map((p) => p.time),
    timeZone,
  );
  const colorOf = (tone: 'up' | 'down' | undefined) =>
    tone === undefined ? undefined : tone === 'up' ? colors.up : colors.down;
  if (chartPoints.shape === 'value') {
    return chartPoints.points.map((p, i) => {
      const color = colorOf(p.tone);
      return { time: times[i] ?? 0, value: Number(p.value), ...(color ? { color } : {}) };
    });
  }
  return chartPoints.points.map((p, i) => {
    const color = colorOf(p.tone);
    return {
      time: times[i] ?? 0,
      open: Number(p.open),
      high: Number(p.high),
      low: Number(p.low),
      close: Number(p.close),
      ...(color ? { color } : {}),
    };
  });
}

export function toVolumeItems(
  points: readonly VolumePoint[],
  colors: ChartColors,
  timeZone: ChartTimeZone,
): SeriesItem[] {
  const times = toChartTimes(
    points.map((p) => p.time),
    timeZone,
  );
  return points.map((p, i) => ({
    time: times[i] ?? 0,
    value: Number(p.value),
    color: withAlpha(p.tone === 'up' ? colors.up : colors.down, 0.5),
  }));
}
