import { brickWriter, dec, type Brick, type Candle } from './candle';

/**
 * Three-line break on closes. The first close is the base; the first close that differs from it
 * draws the first line. A close beyond the last line's close in its direction adds a line from
 * that close; a close beyond the extreme of the last three lines (or of all lines, while there
 * are fewer) on the other side reverses, with a line from the last line's open. Anything else
 * draws nothing.
 */
export function lineBreak(candles: readonly Candle[], lineCount = 3): Brick[] {
  const first = candles[0];
  if (!first) return [];
  const { bricks: lines, push } = brickWriter();
  const base = dec(first.close);
  for (const c of candles.slice(1)) {
    const close = dec(c.close);
    const last = lines.at(-1);
    if (!last) {
      if (!close.equals(base)) push(base, close, c.time);
      continue;
    }
    const lastOpen = dec(last.open);
    const lastClose = dec(last.close);
    const up = lastClose.greaterThan(lastOpen);
    const recent = lines.slice(-lineCount);
    if (up) {
      const lowest = recent.reduce(
        (min, l) => (dec(l.low).lessThan(min) ? dec(l.low) : min),
        dec(last.low),
      );
      if (close.greaterThan(lastClose)) push(lastClose, close, c.time);
      else if (close.lessThan(lowest)) push(lastOpen, close, c.time);
    } else {
      const highest = recent.reduce(
        (max, l) => (dec(l.high).greaterThan(max) ? dec(l.high) : max),
        dec(last.high),
      );
      if (close.lessThan(lastClose)) push(lastClose, close, c.time);
      else if (close.greaterThan(highest)) push(lastOpen, close, c.time);
    }
  }
  return lines;
}
