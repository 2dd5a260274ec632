import { Decimal } from '@/lib/decimal';
import { dec, nextDistinctTime, type Brick, type Candle } from './candle';

/**
 * Point & Figure on closes, box size `boxSize`, reversal `reversalBoxes` boxes (3 by default).
 * Prices are read on the box grid: an X column counts a box once the close reaches it
 * (floor(close / box) × box), an O column once the close falls to it (ceil(close / box) × box).
 * The first close's box (floored) is the reference; the first move of one full box starts an
 * X column (from the reference up) or an O column (from the reference down). A column goes on
 * while the close makes new boxes its way; a move of `reversalBoxes` boxes the other way from
 * the column's extreme starts the next column one box from that extreme.
 *
 * Each column is a brick: X columns rise (open = low, close = high), O columns fall (open =
 * high, close = low); the time is the candle that started the column.
 */
export function pointAndFigure(
  candles: readonly Candle[],
  boxSize: string,
  reversalBoxes = 3,
): Brick[] {
  const box = dec(boxSize);
  const first = candles[0];
  if (!first || box.lessThanOrEqualTo(0)) return [];
  const floorBox = (v: Decimal) =>
    v.dividedBy(box).toDecimalPlaces(0, Decimal.ROUND_FLOOR).times(box);
  const ceilBox = (v: Decimal) =>
    v.dividedBy(box).toDecimalPlaces(0, Decimal.ROUND_CEIL).times(box);
  const reversal = box.times(reversalBoxes);
  const reference = floorBox(dec(first.close));

  interface Column {
    time: number;
    up: boolean;
    low: Decimal;
    high: Decimal;
  }
  const columns: Column[] = [];
  let lastTime: number | undefined;
  const start = (time: number, up: boolean, low: Decimal, high: Decimal) => {
    lastTime = nextDistinctTime(lastTime, time);
    columns.push({ time: lastTime, up, low, high });
  };

  for (const c of candles.slice(1)) {
    const close = dec(c.close);
    const column = columns.at(-1);
    const upBox = floorBox(close);
    const downBox = ceilBox(close);
    if (!column) {
      if (upBox.greaterThanOrEqualTo(reference.plus(box))) start(c.time, true, reference, upBox);
      else if (downBox.lessThanOrEqualTo(reference.minus(box)))
        start(c.time, false, downBox, reference);
      continue;
    }
    if (column.up) {
      if (upBox.greaterThan(column.high)) column.high = upBox;
      else if (downBox.lessThanOrEqualTo(column.high.minus(reversal)))
        start(c.time, false, downBox, column.high.minus(box));
    } else if (downBox.lessThan(column.low)) {
      column.low = downBox;
    } else if (upBox.greaterThanOrEqualTo(column.low.plus(reversal))) {
      start(c.time, true, column.low.plus(box), upBox);
    }
  }

  return columns.map((col) => ({
    time: col.time,
    open: (col.up ? col.low : col.high).toFixed(),
    close: (col.up ? col.high : col.low).toFixed(),
    high: col.high.toFixed(),
    low: col.low.toFixed(),
  }));
}
