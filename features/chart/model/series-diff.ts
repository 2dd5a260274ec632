/**
 * How to bring a series from what it shows to the next data: `update` the points from `from` on
 * when everything before is unchanged (a live candle moves, a brick is added), else `set` it all.
 * Live messages then cost one `series.update` instead of re-setting the whole history.
 */
export type SeriesChange = { kind: 'none' } | { kind: 'set' } | { kind: 'update'; from: number };

export function planSeriesChange<T extends { time: number }>(
  drawn: readonly T[],
  next: readonly T[],
  same: (a: T, b: T) => boolean = shallowEqual,
): SeriesChange {
  if (drawn.length === 0) return next.length === 0 ? { kind: 'none' } : { kind: 'set' };
  if (next.length < drawn.length) return { kind: 'set' };
  let from = 0;
  while (from < drawn.length && same(drawn[from] as T, next[from] as T)) from += 1;
  if (from === drawn.length && from === next.length) return { kind: 'none' };
  // Only the last drawn point may change in place; an older one needs the whole series again.
  if (from < drawn.length - 1) return { kind: 'set' };
  // An update at a later time appends; a last point that moved in time (Kagi's running extreme)
  // would leave its old self behind.
  if (from === drawn.length - 1 && drawn[from]?.time !== next[from]?.time) return { kind: 'set' };
  return { kind: 'update', from };
}

export function shallowEqual<T extends object>(a: T, b: T): boolean {
  const keysA = Object.keys(a) as (keyof T)[];
  if (keysA.length !== Object.keys(b).length) return false;
  return keysA.every((key) => a[key] === b[key]);
}
