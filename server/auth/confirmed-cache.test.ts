import { ConfirmedCache, type ConfirmedReads } from './confirmed-cache';

const TTL = 1000;
const settle = () => new Promise((resolve) => setImmediate(resolve));

/** SQL as a table of live values, counting statements (the keys each one asked for). */
function fakeReads(live: Map<string, number>) {
  const statements: string[][] = [];
  let failing = false;
  const reads: ConfirmedReads<string, number> = {
    one: async (key) => {
      statements.push([key]);
      if (failing) throw new Error('database unavailable');
      return live.get(key);
    },
    many: async (entries) => {
      statements.push(entries.map(([key]) => key));
      if (failing) throw new Error('database unavailable');
      return new Map(
        entries.flatMap(([key]) => (live.has(key) ? [[key, live.get(key) ?? 0]] : [])),
      );
    },
  };
  return { reads, statements, fail: (on: boolean) => (failing = on) };
}

describe('values confirmed by SQL', () => {
  let clock = 0;
  const now = () => clock;
  beforeEach(() => (clock = 1_000_000));

  it('confirms more entries than one statement holds in several statements', async () => {
    const live = new Map(Array.from({ length: 5 }, (_, i) => [`k${i}`, i] as const));
    const { reads, statements } = fakeReads(live);
    const cache = new ConfirmedCache(reads, now, { ttlMs: TTL, maxEntries: 100, batch: 2 });
    for (const key of live.keys()) await cache.get(key);
    clock += TTL / 2;
    await cache.get('k0');
    await settle();
    const pass = [['k0', 'k1'], ['k2', 'k3'], ['k4']];
    expect(statements.slice(5)).toEqual(pass);
    // All five stayed trusted (none read alone) and the next use confirms them again.
    clock += TTL / 2;
    for (const key of live.keys()) expect(await cache.get(key)).toBe(live.get(key));
    await settle();
    expect(statements.slice(5)).toEqual([...pass, ...pass]);
  });

  it('leaves entries to age when a confirmation fails, then reads them again', async () => {
    const live = new Map([['a', 1]]);
    const { reads, statements, fail } = fakeReads(live);
    const cache = new ConfirmedCache(reads, now, { ttlMs: TTL, maxEntries: 100, batch: 10 });
    await cache.get('a');
    fail(true);
    clock += TTL / 2;
    expect(await cache.get('a')).toBe(1);
    await settle();
    fail(false);
    clock += TTL / 2;
    expect(await cache.get('a')).toBe(1);
    expect(statements).toEqual([['a'], ['a'], ['a']]);
  });

  it('passes a failed read to every request sharing it and keeps nothing', async () => {
    const { reads, statements, fail } = fakeReads(new Map([['a', 1]]));
    const cache = new ConfirmedCache(reads, now, { ttlMs: TTL, maxEntries: 100, batch: 10 });
    fail(true);
    const shared = [cache.get('a'), cache.get('a')];
    for (const request of shared) await expect(request).rejects.toThrow('database unavailable');
    fail(false);
    expect(await cache.get('a')).toBe(1);
    expect(statements).toEqual([['a'], ['a']]);
  });

  it('makes room by dropping entries past their trust, then everything', async () => {
    const live = new Map([
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ]);
    const { reads } = fakeReads(live);
    const cache = new ConfirmedCache(reads, now, { ttlMs: TTL, maxEntries: 2, batch: 10 });
    await cache.get('a');
    clock += TTL;
    await cache.get('b');
    await cache.get('c'); // full: a is past its trust and makes room
    expect(cache.size).toBe(2);
    await cache.get('a'); // full of trusted entries: starts afresh
    expect(cache.size).toBe(1);
  });
});
