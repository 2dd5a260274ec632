import { Decimal } from '@/lib/decimal';
import { dec, type Candle } from './candle';

/**
 * One Point & Figure column: a stack of boxes on the box grid, X's when the price rose, O's when
 * it fell. `low` and `high` are the lowest and highest box (each a price level of the grid, the
 * level a box is drawn at), so the column holds (high - low) / box + 1 boxes. `time` is the open
 * time of the candle that started the column (epoch ms): the chart places columns one per slot,
 * not on a time axis, and shows this time in the legend and on the axis.
 */
export interface PnfColumn {
  time: number;
  direction: 'up' | 'down';
  low: string;
  high: string;
  box: string;
  boxes: number;
}

/**
 * Point & Figure on closes, box size `boxSize`, reversal `reversalBoxes` boxes (3 by default).
 * Prices are read on the box grid: an X column reaches a box once the close gets to its level
 * (floor(close / box) × box), an O column once the close falls to it (ceil(close / box) × box).
 * The first close's box (floored) is the reference; the first move of one full box from it starts
 * an X column (its first box one above the reference) or an O column (one below). A column goes on
 * while the close makes new boxes its way; a move of `reversalBoxes` boxes the other way from the
 * column's extreme starts the next column one box from that extreme, so a reversal column starts
 * with `reversalBoxes` boxes.
 */
export function pointAndFigure(
  candles: readonly Candle[],
  boxSize: string,
  reversalBoxes = 3,
): PnfColumn[] {
  const run = pointAndFigureRun(boxSize, reversalBoxes);
  for (const c of candles) run.push(c);
  return run.columns();
}

/** Point & Figure fed one candle at a time, forked to resume from (a live candle). */
export interface PnfRun {
  push: (candle: Candle) => void;
  /** An independent copy of the state so far. */
  fork: () => PnfRun;
  columns: () => PnfColumn[];
}

interface Column {
  time: number;
  up: boolean;
  low: Decimal;
  high: Decimal;
}

/** `pointAndFigure` as a run: the same columns, candle by candle. */
export function pointAndFigureRun(boxSize: string, reversalBoxes = 3): PnfRun {
  const box = dec(boxSize);
  const valid = box.greaterThan(0) && reversalBoxes >= 1;
  const floorBox = (v: Decimal) =>
    v.dividedBy(box).toDecimalPlaces(0, Decimal.ROUND_FLOOR).times(box);
  const ceilBox = (v: Decimal) =>
    v.dividedBy(box).toDecimalPlaces(0, Decimal.ROUND_CEIL).times(box);
  const reversal = box.times(reversalBoxes);

  const make = (reference: Decimal | undefined, columns: Column[]): PnfRun => {
    const start = (time: number, up: boolean, low: Decimal, high: Decimal) =>
      columns.push({ time, up, low, high });
    return {
      push: (c) => {
        if (!valid) return;
        const close = dec(c.close);
        if (reference === undefined) {
          reference = floorBox(close);
          return;
        }
        const column = columns.at(-1);
        const upBox = floorBox(close);
        const downBox = ceilBox(close);
        if (!column) {
          if (upBox.greaterThanOrEqualTo(reference.plus(box)))
            start(c.time, true, reference.plus(box), upBox);
          else if (downBox.lessThanOrEqualTo(reference.minus(box)))
            start(c.time, false, downBox, reference.minus(box));
          return;
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
      },
      // Only the last column changes in place: the others are shared.
      fork: () =>
        make(
          reference,
          columns.map((col, i) => (i === columns.length - 1 ? { ...col } : col)),
        ),
      columns: () =>
        columns.map((col) => ({
          time: col.time,
          direction: col.up ? 'up' : 'down',
          low: col.low.toFixed(),
          high: col.high.toFixed(),
          box: box.toFixed(),
          boxes: col.high.minus(col.low).dividedBy(box).toNumber() + 1,
        })),
    };
  };
  return make(undefined, []);
}

/** The price levels of a column's boxes, lowest first (decimal strings). */
export function columnBoxes(column: Pick<PnfColumn, 'low' | 'box' | 'boxes'>): string[] {
  const low = dec(column.low);
  const box = dec(column.box);
  return Array.from({ length: column.boxes }, (_, i) => low.plus(box.times(i)).toFixed());
}
