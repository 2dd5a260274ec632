import { dec, nextDistinctTime, type Candle, type LinePoint } from './candle';

/**
 * Kagi on closes with a fixed reversal amount. The line starts at the first close and takes the
 * direction of the first move of at least one reversal. While it moves on, the running extreme
 * is extended; a close that comes back from the extreme by the reversal amount or more ends the
 * segment at the extreme (a turning point) and starts one in the other direction. The result is
 * the start, every turning point, and the running extreme as the last point; drawn as a stepped
 * line. Line thickness (yang/yin) is not drawn; each point carries the direction of the segment
 * that ends there for the colour.
 */
export function kagi(candles: readonly Candle[], reversalAmount: string): LinePoint[] {
  const reversal = dec(reversalAmount);
  const first = candles[0];
  if (!first || reversal.lessThanOrEqualTo(0)) return [];
  const start = dec(first.close);
  const points: LinePoint[] = [];
  let direction: 'up' | 'down' | undefined;
  let extreme = start;
  let extremeTime = first.time;
  let lastTime: number | undefined = first.time;
  const startPoint: LinePoint = { time: first.time, value: start.toFixed(), direction: 'up' };

  for (const c of candles.slice(1)) {
    const close = dec(c.close);
    if (direction === undefined) {
      if (close.minus(start).greaterThanOrEqualTo(reversal)) direction = 'up';
      else if (start.minus(close).greaterThanOrEqualTo(reversal)) direction = 'down';
      if (direction) {
        startPoint.direction = direction;
        extreme = close;
        extremeTime = c.time;
      }
      continue;
    }
    const extends_ = direction === 'up' ? close.greaterThan(extreme) : close.lessThan(extreme);
    const reverses =
      direction === 'up'
        ? extreme.minus(close).greaterThanOrEqualTo(reversal)
        : close.minus(extreme).greaterThanOrEqualTo(reversal);
    if (extends_) {
      extreme = close;
      extremeTime = c.time;
    } else if (reverses) {
      lastTime = nextDistinctTime(lastTime, extremeTime);
      points.push({ time: lastTime, value: extreme.toFixed(), direction });
      direction = direction === 'up' ? 'down' : 'up';
      extreme = close;
      extremeTime = c.time;
    }
  }
  if (direction === undefined) return [startPoint];
  lastTime = nextDistinctTime(lastTime, extremeTime);
  return [startPoint, ...points, { time: lastTime, value: extreme.toFixed(), direction }];
}
