export const CHART_TYPES = [
  'bars',
  'candles',
  'hollowCandles',
  'heikinAshi',
  'line',
  'area',
  'renko',
  'kagi',
  'pointAndFigure',
  'lineBreak',
  'baseline',
  'hiLo',
] as const;
export type ChartType = (typeof CHART_TYPES)[number];

/** The lightweight-charts series that draws each chart type. */
export type SeriesKind = 'Candlestick' | 'Bar' | 'Line' | 'Area' | 'Baseline';

export const SERIES_KIND: Record<ChartType, SeriesKind> = {
  bars: 'Bar',
  candles: 'Candlestick',
  hollowCandles: 'Candlestick',
  heikinAshi: 'Candlestick',
  line: 'Line',
  area: 'Area',
  renko: 'Candlestick',
  kagi: 'Line',
  pointAndFigure: 'Candlestick',
  lineBreak: 'Candlestick',
  baseline: 'Baseline',
  hiLo: 'Bar',
};

/**
 * Renko, Kagi, Point & Figure and Line Break ignore time: a brick is a price move, so the volume
 * of a "period" means nothing there and the volume pane is left empty.
 */
export function isTimeBased(type: ChartType): boolean {
  return type !== 'renko' && type !== 'kagi' && type !== 'pointAndFigure' && type !== 'lineBreak';
}

export function isChartType(value: unknown): value is ChartType {
  return typeof value === 'string' && (CHART_TYPES as readonly string[]).includes(value);
}
