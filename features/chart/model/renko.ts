import { brickWriter, dec, type Brick, type Candle } from './candle';

/**
 * Renko on closes with a fixed box size. The first close is the anchor. A new brick in the
 * current direction needs a close one box beyond the last brick; a brick in the other direction
 * needs a close two boxes beyond it (one box to get back to the brick's far side, one for the new
 * brick), the classic rule. A close that travels several boxes makes several bricks, each one box
 * tall. A brick carries the time of the candle that completed it (moved on by a second when
 * several come from one candle).
 */
export function renko(candles: readonly Candle[], boxSize: string): Brick[] {
  const box = dec(boxSize);
  const first = candles[0];
  if (!first || box.lessThanOrEqualTo(0)) return [];
  const { bricks, push } = brickWriter();
  // The last brick's bottom and top; before the first brick both are the anchor.
  let bottom = dec(first.close);
  let top = bottom;
  for (const c of candles.slice(1)) {
    const close = dec(c.close);
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
  }
  return bricks;
}
