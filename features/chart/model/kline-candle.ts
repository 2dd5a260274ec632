import type { KlinePoint } from '@/features/realtime';
import type { Candle } from './candle';

/** A kline of the API or the socket as the chart keeps it: time in ms, decimal strings. */
export function toCandle(point: KlinePoint): Candle {
  return {
    time: Number(point.time),
    open: String(point.open),
    high: String(point.high),
    low: String(point.low),
    close: String(point.close),
    volume: String(point.volume),
  };
}
