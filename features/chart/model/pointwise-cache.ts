import type { Candle } from './candle';

/**
 * Memoises a transform whose point i depends only on candles 0…i (Heikin Ashi, HiLo, plain
 * candles). A live message replaces the last candle and keeps the others (same objects), so only
 * the tail is computed again: Heikin Ashi over 1 500 candles costs ~12 ms, its last point ~0.01 ms.
 */
export function createPointwiseCache<P>(
  step: (candle: Candle, previous: P | undefined) => P,
): (candles: readonly Candle[]) => P[] {
  let input: readonly Candle[] = [];
  let output: P[] = [];
  return (candles) => {
    let from = 0;
    const shared = Math.min(input.length, candles.length);
    while (from < shared && input[from] === candles[from]) from += 1;
    const next = output.slice(0, from);
    for (let i = from; i < candles.length; i += 1) {
      next.push(step(candles[i] as Candle, next[i - 1]));
    }
    input = candles;
    output = next;
    return next;
  };
}
