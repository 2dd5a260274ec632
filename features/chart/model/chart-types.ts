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
export type SeriesKind = 'Candlestick' | 'Bar' | 'Line' | 'Area' | 'Baseline' | 'Boxes';

export const SERIES_KIND: Record<ChartType, SeriesKind> = {
  bars: 'Bar',
  candles: 'Candlestick',
  hollowCandles: 'Candlestick',
  heikinAshi: 'Candlestick',
  line: 'Line',
  area: 'Area',
  renko: 'Boxes',
  kagi: 'Line',
  pointAndFigure: 'Boxes',
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

/**
 * Renko and Point & Figure are drawn on their own x axis: one brick or column per slot, evenly
 * spaced whatever the time between them (see model/slot-axis.ts), not on the time axis.
 */
export function usesSlotAxis(type: ChartType): boolean {
  return type === 'renko' || type === 'pointAndFigure';
}

export function isChartType(value: unknown): value is ChartType {
  return typeof value === 'string' && (CHART_TYPES as readonly string[]).includes(value);
}
