import type { Candle } from './candle';

interface Run<R> {
  push: (candle: Candle) => void;
  fork: () => R;
}

/**
 * Keeps a brick chart's run (Renko, Point & Figure) between calls: a live message replaces the
 * last candle or adds one and keeps the others (same objects), so the run resumes from its state
 * before the last candle instead of going over the whole history again (~30 ms for 1 500 candles
 * of Point & Figure). Another `key` (box size, reversal) or other candles start it over.
 */
export function createRunCache<R extends Run<R>>(): (
  key: string,
  candles: readonly Candle[],
  start: () => R,
) => R {
  let cached: { key: string; input: readonly Candle[]; before: R } | undefined;
  return (key, candles, start) => {
    let run: R | undefined;
    let from = 0;
    if (cached && cached.key === key && cached.input.length > 0) {
      const kept = cached.input.length - 1;
      let shared = 0;
      while (shared < kept && candles[shared] === cached.input[shared]) shared += 1;
      if (shared === kept && candles.length >= kept) {
        run = cached.before.fork();
        from = kept;
      }
    }
    run ??= start();
    for (let i = from; i < candles.length - 1; i += 1) run.push(candles[i] as Candle);
    const before = run.fork();
    const last = candles.at(-1);
    if (last) run.push(last);
    cached = { key, input: candles, before };
    return run;
  };
}
