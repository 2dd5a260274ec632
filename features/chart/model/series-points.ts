import { DEFAULT_BRICK_SETTINGS, type BrickSettings } from './brick-settings';
import { boxSizeFor, isUp, type Candle } from './candle';
import type { ChartType } from './chart-types';
import { heikinAshi, heikinAshiStep } from './heikin-ashi';
import { hiLoBar, hiLoBars } from './hilo';
import { kagi } from './kagi';
import { lineBreak } from './line-break';
import { pointAndFigure } from './point-and-figure';
import { createPointwiseCache } from './pointwise-cache';
import { renko } from './renko';

export type Tone = 'up' | 'down';

export interface OhlcPoint {
  time: number;
  open: string;
  high: string;
  low: string;
  close: string;
  /** Set when the point has its own colour (HiLo bars), not the series' up/down colour. */
  tone?: Tone;
}

export interface ValuePoint {
  time: number;
  value: string;
  tone?: Tone;
}

export type ChartPoints =
  { shape: 'ohlc'; points: OhlcPoint[] } | { shape: 'value'; points: ValuePoint[] };

/**
 * What the main series draws for a chart type, from the period's candles (decimal strings); the
 * price-move types (Renko, Kagi, Point & Figure) with their box size and reversal.
 */
export function toChartPoints(
  type: ChartType,
  candles: readonly Candle[],
  tickSize: string,
  bricks: BrickSettings = DEFAULT_BRICK_SETTINGS,
): ChartPoints {
  const box = () => boxSizeFor(candles, tickSize, bricks.boxPercent);
  switch (type) {
    case 'bars':
    case 'candles':
    case 'hollowCandles':
      return { shape: 'ohlc', points: candles.map(({ volume: _volume, ...ohlc }) => ohlc) };
    case 'heikinAshi':
      return { shape: 'ohlc', points: heikinAshi(candles) };
    case 'hiLo':
      return {
        shape: 'ohlc',
        points: hiLoBars(candles).map(({ up, ...bar }) => ({ ...bar, tone: up ? 'up' : 'down' })),
      };
    case 'renko':
      return { shape: 'ohlc', points: renko(candles, box()) };
    case 'pointAndFigure':
      return { shape: 'ohlc', points: pointAndFigure(candles, box(), bricks.reversal) };
    case 'lineBreak':
      return { shape: 'ohlc', points: lineBreak(candles) };
    case 'kagi':
      return {
        shape: 'value',
        points: kagi(candles, box()).map(({ direction, ...p }) => ({
          ...p,
          tone: direction,
        })),
      };
    case 'line':
    case 'area':
    case 'baseline':
      return { shape: 'value', points: candles.map((c) => ({ time: c.time, value: c.close })) };
  }
}

export interface VolumePoint {
  time: number;
  value: string;
  tone: Tone;
}

const volumePoint = (c: Candle): VolumePoint => ({
  time: c.time,
  value: c.volume,
  tone: isUp(c) ? 'up' : 'down',
});

export function toVolumePoints(candles: readonly Candle[]): VolumePoint[] {
  return candles.map(volumePoint);
}

const ohlcPoint = ({ time, open, high, low, close }: Candle): OhlcPoint => ({
  time,
  open,
  high,
  low,
  close,
});

/**
 * `toChartPoints` and `toVolumePoints` for one chart, remembering the last answer: a live candle
 * then costs one point for the time-based types. Brick types (Renko, Kagi, Point & Figure, Line
 * Break) are state machines over the whole series and are computed in full.
 */
export function createChartPointsBuilder(): {
  chartPoints: (
    type: ChartType,
    candles: readonly Candle[],
    tickSize: string,
    bricks?: BrickSettings,
  ) => ChartPoints;
  volumePoints: (candles: readonly Candle[]) => VolumePoint[];
} {
  const candles = createPointwiseCache(ohlcPoint);
  const heikin = createPointwiseCache<OhlcPoint>(heikinAshiStep);
  const hiLo = createPointwiseCache<OhlcPoint>((c) => {
    const { up, ...bar } = hiLoBar(c);
    return { ...bar, tone: up ? 'up' : 'down' };
  });
  const closes = createPointwiseCache<ValuePoint>((c) => ({ time: c.time, value: c.close }));
  return {
    chartPoints: (type, list, tickSize, bricks) => {
      switch (type) {
        case 'bars':
        case 'candles':
        case 'hollowCandles':
          return { shape: 'ohlc', points: candles(list) };
        case 'heikinAshi':
          return { shape: 'ohlc', points: heikin(list) };
        case 'hiLo':
          return { shape: 'ohlc', points: hiLo(list) };
        case 'line':
        case 'area':
        case 'baseline':
          return { shape: 'value', points: closes(list) };
        default:
          return toChartPoints(type, list, tickSize, bricks);
      }
    },
    volumePoints: createPointwiseCache(volumePoint),
  };
}
