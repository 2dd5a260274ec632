import type { Decimal } from '@/lib/decimal';
import { dec, type Brick, type Candle } from './candle';

/**
 * Renko on closes with a fixed box size. The first close is the anchor. A new brick in the
 * current direction needs a close one box beyond the last brick; a brick in the other direction
 * needs a close two boxes beyond it (one box to get back to the brick's far side, one for the new
 * brick), the classic rule. A close that travels several boxes makes several bricks, each one box
 * tall. A brick carries the open time of the candle that completed it, several bricks of one
 * candle the same time: the chart draws bricks one per slot (model/slot-axis.ts), not at a time.
 */
export function renko(candles: readonly Candle[], boxSize: string): Brick[] {
  const run = renkoRun(boxSize);
  for (const c of candles) run.push(c);
  return run.bricks();
}

/** Renko fed one candle at a time, forked to resume from (a live candle). */
export interface RenkoRun {
  push: (candle: Candle) => void;
  /** An independent copy of the state so far. */
  fork: () => RenkoRun;
  bricks: () => Brick[];
}

/** `renko` as a run: the same bricks, candle by candle. */
export function renkoRun(boxSize: string): RenkoRun {
  const box = dec(boxSize);
  const valid = box.greaterThan(0);
  // The last brick's bottom and top; before the first brick both are the anchor (first close).
  const make = (
    bricks: Brick[],
    anchor: { bottom: Decimal; top: Decimal } | undefined,
  ): RenkoRun => {
    let state = anchor;
    const push = (open: Decimal, close: Decimal, time: number) => {
      const up = close.greaterThan(open);
      bricks.push({
        time,
        open: open.toFixed(),
        close: close.toFixed(),
        high: (up ? close : open).toFixed(),
        low: (up ? open : close).toFixed(),
      });
    };
    return {
      push: (c) => {
        if (!valid) return;
        const close = dec(c.close);
        if (!state) {
          state = { bottom: close, top: close };
          return;
        }
        let { bottom, top } = state;
        while (close.greaterThanOrEqualTo(top.plus(box))) {
          // After a down brick the next up brick starts at the down brick's top (two boxes away).
          const open = top;
          push(open, open.plus(box), c.time);
          bottom = open;
          top = open.plus(box);
        }
        while (close.lessThanOrEqualTo(bottom.minus(box))) {
          const open = bottom;
          push(open, open.minus(box), c.time);
          top = open;
          bottom = open.minus(box);
        }
        state = { bottom, top };
      },
      // Bricks never change once made: the copy shares them.
      fork: () => make([...bricks], state),
      bricks: () => bricks.slice(),
    };
  };
  return make([], undefined);
}
