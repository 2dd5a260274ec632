import { defaultBoxSize, isUp, type Candle } from './candle';
import type { ChartType } from './chart-types';
import { heikinAshi } from './heikin-ashi';
import { hiLoBars } from './hilo';
import { kagi } from './kagi';
import { lineBreak } from './line-break';
import { pointAndFigure } from './point-and-figure';
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

/** What the main series draws for a chart type, from the period's candles (decimal strings). */
export function toChartPoints(
  type: ChartType,
  candles: readonly Candle[],
  tickSize: string,
): ChartPoints {
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
      return { shape: 'ohlc', points: renko(candles, defaultBoxSize(candles, tickSize)) };
    case 'pointAndFigure':
      return { shape: 'ohlc', points: pointAndFigure(candles, defaultBoxSize(candles, tickSize)) };
    case 'lineBreak':
      return { shape: 'ohlc', points: lineBreak(candles) };
    case 'kagi':
      return {
        shape: 'value',
        points: kagi(candles, defaultBoxSize(candles, tickSize)).map(({ direction, ...p }) => ({
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

export function toVolumePoints(candles: readonly Candle[]): VolumePoint[] {
  return candles.map((c) => ({ time: c.time, value: c.volume, tone: isUp(c) ? 'up' : 'down' }));
}
