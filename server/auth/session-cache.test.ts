import {
  SESSION_CACHE_MS,
  SessionCache,
  type SessionReads,
  type VerifiedSession,
} from './session-cache';

const HALF = SESSION_CACHE_MS / 2;
/** Tokens are their own digests here; the service hashes them. */
const digestOf = (token: string) => token;
const settle = () => new Promise((resolve) => setImmediate(resolve));

/** SQL as a table of live sessions, counting statements. */
function fakeReads(live: Map<string, VerifiedSession>) {
  const statements: string[][] = [];
  const reads: SessionReads = {
    one: async (digest) => {
      statements.push([digest]);
      return live.get(digest);
    },
    many: async (digests) => {
      statements.push(digests);
      const found = new Map<string, VerifiedSession>();
      for (const digest of digests) {
        const one = live.get(digest);
        if (one) found.set(digest, one);
      }
      return found;
    },
  };
  return { reads, statements };
}

const session = (userId: number): VerifiedSession => ({
  userId,
  deviceId: null,
  expiresAt: Number.MAX_SAFE_INTEGER,
});

describe('verified sessions cache', () => {
  let clock = 0;
  const now = () => clock;
  beforeEach(() => (clock = 1_000_000));

  it('keeps busy sessions confirmed with one statement for all of them', async () => {
    const live = new Map(Array.from({ length: 50 }, (_, i) => [`d${i}`, session(i)] as const));
    const { reads, statements } = fakeReads(live);
    const cache = new SessionCache(reads, digestOf, now);
    for (const digest of live.keys()) await cache.get(digest);
    expect(statements).toHaveLength(50);
    for (let second = 0; second < 10; second++) {
      clock += HALF;
      for (const digest of live.keys()) expect(await cache.get(digest)).toBeDefined();
      await settle();
    }
    // Ten steps of half the time: one statement confirming all fifty at each.
    expect(statements.slice(50).map((s) => s.length)).toEqual(new Array(10).fill(50));
  });

  it('drops a session another process revoked within the trusted time', async () => {
    const live = new Map([['a', session(1)]]);
    const { reads } = fakeReads(live);
    const cache = new SessionCache(reads, digestOf, now);
    await cache.get('a');
    live.delete('a');
    clock += HALF;
    await cache.get('a');
    await settle();
    expect(await cache.get('a')).toBeUndefined();
  });

  it('never uses an entry older than the trusted time, even when nobody confirmed it', async () => {
    const live = new Map([['a', session(1)]]);
    const { reads, statements } = fakeReads(live);
    const cache = new SessionCache(reads, digestOf, now);
    await cache.get('a');
    live.delete('a');
    clock += SESSION_CACHE_MS;
    expect(await cache.get('a')).toBeUndefined();
    expect(statements).toEqual([['a'], ['a']]);
  });

  it('does not keep a confirmation that overlapped a revocation in this process', async () => {
    const live = new Map([
      ['a', session(1)],
      ['b', session(2)],
    ]);
    let release: () => void = () => undefined;
    const { reads, statements } = fakeReads(live);
    const slow: SessionReads = {
      one: reads.one,
      many: async (digests) => {
        const answer = await reads.many(digests);
        await new Promise<void>((resolve) => (release = resolve));
        return answer;
      },
    };
    const cache = new SessionCache(slow, digestOf, now);
    await cache.get('a');
    await cache.get('b');
    clock += HALF;
    await cache.get('a'); // starts the confirmation, which read both as live
    cache.forget('a');
    release();
    await settle();
    clock += HALF;
    // b's confirmation is not trusted either: read again.
    expect(await cache.get('b')).toBeDefined();
    expect(statements.at(-1)).toEqual(['b']);
  });

  it('ends a session at its own expiry while it is trusted', async () => {
    const { reads } = fakeReads(new Map([['a', { ...session(1), expiresAt: clock + 100 }]]));
    const cache = new SessionCache(reads, digestOf, now);
    expect(await cache.get('a')).toBeDefined();
    clock += 100;
    expect(await cache.get('a')).toBeUndefined();
  });

  it('forgets every session of a user at once', async () => {
    const { reads } = fakeReads(
      new Map([
        ['a', session(1)],
        ['b', session(1)],
        ['c', session(2)],
      ]),
    );
    const cache = new SessionCache(reads, digestOf, now);
    for (const d of ['a', 'b', 'c']) await cache.get(d);
    cache.forgetUser(1);
    expect(cache.size).toBe(1);
  });

  it('drops sessions nobody used for a while instead of confirming them', async () => {
    const { reads, statements } = fakeReads(
      new Map([
        ['busy', session(1)],
        ['idle', session(2)],
      ]),
    );
    const cache = new SessionCache(reads, digestOf, now);
    await cache.get('busy');
    await cache.get('idle');
    for (let i = 0; i < 70; i++) {
      clock += HALF;
      await cache.get('busy');
      await settle();
    }
    expect(cache.size).toBe(1);
    expect(statements.at(-1)).toEqual(['busy']);
  });
});
