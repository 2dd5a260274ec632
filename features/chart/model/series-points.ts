import { DEFAULT_BRICK_SETTINGS, type BrickSettings } from './brick-settings';
import { boxSizeFor, isUp, type Brick, type Candle } from './candle';
import type { ChartType } from './chart-types';
import { heikinAshi, heikinAshiStep } from './heikin-ashi';
import { hiLoBar, hiLoBars } from './hilo';
import { kagi } from './kagi';
import { lineBreak } from './line-break';
import { pointAndFigure, pointAndFigureRun, type PnfColumn, type PnfRun } from './point-and-figure';
import { createPointwiseCache } from './pointwise-cache';
import { renko, renkoRun, type RenkoRun } from './renko';
import { createRunCache } from './run-cache';

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

/**
 * A Renko brick (`brick`: one solid box from open to close) or a Point & Figure column (`xo`: a
 * stack of `boxes` X's, tone up, or O's, tone down, one per box level from `low` to `high`; open
 * is its first box, close its last). `time` is the real time it began (epoch ms); the chart draws
 * these one per slot, not at their time.
 */
export interface BoxPoint {
  time: number;
  style: 'brick' | 'xo';
  tone: Tone;
  open: string;
  close: string;
  high: string;
  low: string;
  box: string;
  boxes: number;
}

export type ChartPoints =
  | { shape: 'ohlc'; points: OhlcPoint[] }
  | { shape: 'value'; points: ValuePoint[] }
  | { shape: 'boxes'; points: BoxPoint[] };

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
    case 'renko': {
      const size = box();
      return { shape: 'boxes', points: renkoPoints(renko(candles, size), size) };
    }
    case 'pointAndFigure':
      return { shape: 'boxes', points: pnfPoints(pointAndFigure(candles, box(), bricks.reversal)) };
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

const renkoPoints = (bricks: readonly Brick[], box: string): BoxPoint[] =>
  bricks.map((b) => ({
    ...b,
    style: 'brick',
    // An up brick closes at its top.
    tone: b.close === b.high ? 'up' : 'down',
    box,
    boxes: 1,
  }));

const pnfPoints = (columns: readonly PnfColumn[]): BoxPoint[] =>
  columns.map(({ direction, ...column }) => ({
    ...column,
    style: 'xo',
    tone: direction,
    open: direction === 'up' ? column.low : column.high,
    close: direction === 'up' ? column.high : column.low,
  }));

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
 * then costs one point for the time-based types; Renko and Point & Figure resume from their state
 * before the last candle (run-cache.ts). Kagi and Line Break are computed in full.
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
  const renkoRuns = createRunCache<RenkoRun>();
  const pnfRuns = createRunCache<PnfRun>();
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
        case 'renko': {
          const size = boxSizeFor(list, tickSize, bricks?.boxPercent);
          const run = renkoRuns(size, list, () => renkoRun(size));
          return { shape: 'boxes', points: renkoPoints(run.bricks(), size) };
        }
        case 'pointAndFigure': {
          const size = boxSizeFor(list, tickSize, bricks?.boxPercent);
          const reversal = bricks?.reversal ?? DEFAULT_BRICK_SETTINGS.reversal;
          const run = pnfRuns(`${size}|${reversal}`, list, () => pointAndFigureRun(size, reversal));
          return { shape: 'boxes', points: pnfPoints(run.columns()) };
        }
        default:
          return toChartPoints(type, list, tickSize, bricks);
      }
    },
    volumePoints: createPointwiseCache(volumePoint),
  };
}
