import { dec, maxOf, minOf, type Brick, type Candle } from './candle';

/**
 * Heikin Ashi candles:
 *   close = (open + high + low + close) / 4
 *   open  = (previous HA open + previous HA close) / 2, the first one (open + close) / 2
 *   high  = max(high, HA open, HA close), low = min(low, HA open, HA close)
 * Averages are kept to the decimal library's 20 significant digits; the chart formats them with
 * the contract's price scale.
 */
export function heikinAshi(candles: readonly Candle[]): Brick[] {
  const out: Brick[] = [];
  for (const candle of candles) out.push(heikinAshiStep(candle, out.at(-1)));
  return out;
}

/** One Heikin Ashi candle from its market candle and the Heikin Ashi candle before it. */
export function heikinAshiStep(c: Candle, previous: Brick | undefined): Brick {
  const open = dec(c.open);
  const high = dec(c.high);
  const low = dec(c.low);
  const close = dec(c.close);
  const haClose = open.plus(high).plus(low).plus(close).dividedBy(4);
  const haOpen = previous
    ? dec(previous.open).plus(dec(previous.close)).dividedBy(2)
    : open.plus(close).dividedBy(2);
  return {
    time: c.time,
    open: haOpen.toFixed(),
    high: maxOf(high, haOpen, haClose).toFixed(),
    low: minOf(low, haOpen, haClose).toFixed(),
    close: haClose.toFixed(),
  };
}
