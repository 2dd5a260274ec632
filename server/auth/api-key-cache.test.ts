import { ApiKeyCache, type ApiKeyReads, type ApiKeyRow } from './api-key-cache';

const TTL = 1000;
const HALF = TTL / 2;
const settle = () => new Promise((resolve) => setImmediate(resolve));

const row = (id: number, sealed = `sealed-${id}`): ApiKeyRow => ({
  id,
  userId: 100 + id,
  apiKey: `key${id}`,
  secretEncrypted: sealed,
  permissions: ['read', 'trade'],
  ipAllowList: [],
});

/** SQL as a table of live keys, counting statements and secrets opened. */
function fakeReads(live: Map<string, ApiKeyRow>) {
  const statements: string[][] = [];
  const opened: string[] = [];
  let hold: Promise<void> | undefined;
  const reads: ApiKeyReads = {
    rows: async (keys) => {
      statements.push([...keys]);
      const found = keys.flatMap((k) => (live.has(k) ? [live.get(k) as ApiKeyRow] : []));
      if (hold) await hold;
      return found;
    },
    open: (r) => {
      opened.push(r.secretEncrypted);
      return r.secretEncrypted.startsWith('sealed-') ? `secret of ${r.secretEncrypted}` : undefined;
    },
  };
  return {
    reads,
    statements,
    opened,
    /** Makes the next reads wait (they have already seen SQL) until the returned release. */
    holdReads: () => {
      let release: () => void = () => undefined;
      hold = new Promise<void>((resolve) => {
        release = resolve;
      });
      return () => {
        hold = undefined;
        release();
      };
    },
  };
}

describe('opened API keys cache', () => {
  let clock = 0;
  const now = () => clock;
  beforeEach(() => (clock = 1_000_000));

  it('keeps busy keys confirmed with one statement for all of them, each secret opened once', async () => {
    const live = new Map(Array.from({ length: 50 }, (_, i) => [`key${i}`, row(i)] as const));
    const { reads, statements, opened } = fakeReads(live);
    const cache = new ApiKeyCache(reads, now, TTL);
    for (const apiKey of live.keys()) await cache.get(apiKey);
    expect(statements).toHaveLength(50);
    for (let step = 0; step < 10; step++) {
      clock += HALF;
      for (const apiKey of live.keys()) {
        expect((await cache.get(apiKey))?.secret).toBe(`secret of sealed-${apiKey.slice(3)}`);
      }
      await settle();
    }
    expect(statements.slice(50).map((s) => s.length)).toEqual(new Array(10).fill(50));
    expect(opened).toHaveLength(50);
  });

  it('refuses a key deleted in this process at once, also when its read was under way', async () => {
    const live = new Map([['key1', row(1)]]);
    const { reads, holdReads } = fakeReads(live);
    const cache = new ApiKeyCache(reads, now, TTL);
    expect(await cache.get('key1')).toBeDefined();
    live.delete('key1');
    cache.forget(1);
    expect(await cache.get('key1')).toBeUndefined();

    // A read that saw the row before the deletion is answered but not kept.
    live.set('key1', row(1));
    const release = holdReads();
    const during = cache.get('key1');
    live.delete('key1');
    cache.forget(1);
    release();
    expect(await during).toBeDefined();
    expect(await cache.get('key1')).toBeUndefined();
  });

  it('drops a key another process deleted within the trusted time', async () => {
    const live = new Map([['key1', row(1)]]);
    const { reads } = fakeReads(live);
    const cache = new ApiKeyCache(reads, now, TTL);
    await cache.get('key1');
    live.delete('key1');
    clock += HALF;
    expect(await cache.get('key1')).toBeDefined();
    await settle();
    expect(await cache.get('key1')).toBeUndefined();
  });

  it('never uses an entry older than the trusted time, even when nobody confirmed it', async () => {
    const live = new Map([['key1', row(1)]]);
    const { reads, statements } = fakeReads(live);
    const cache = new ApiKeyCache(reads, now, TTL);
    await cache.get('key1');
    live.delete('key1');
    clock += TTL;
    expect(await cache.get('key1')).toBeUndefined();
    expect(statements).toEqual([['key1'], ['key1']]);
  });

  it('does not let a confirmation that overlapped a deletion refresh the other keys', async () => {
    const live = new Map([
      ['key1', row(1)],
      ['key2', row(2)],
    ]);
    const { reads, holdReads } = fakeReads(live);
    const cache = new ApiKeyCache(reads, now, TTL);
    await cache.get('key1');
    await cache.get('key2');
    clock += HALF;
    const release = holdReads();
    await cache.get('key1'); // starts the confirmation, held after reading both rows
    live.delete('key1');
    cache.forget(1);
    release();
    await settle();
    // key2 was not refreshed by it: once another process deletes key2 too, the first read's
    // trust runs out at the first read's time, and key2 is refused.
    live.delete('key2');
    clock += HALF;
    expect(await cache.get('key1')).toBeUndefined();
    expect(await cache.get('key2')).toBeUndefined();
  });

  it('opens the secret again only when SQL holds another sealed text', async () => {
    const live = new Map([['key1', row(1, 'sealed-a')]]);
    const { reads, opened } = fakeReads(live);
    const cache = new ApiKeyCache(reads, now, TTL);
    await cache.get('key1');
    clock += TTL; // expired: read again, same sealed text
    expect((await cache.get('key1'))?.secret).toBe('secret of sealed-a');
    live.set('key1', row(1, 'sealed-b'));
    clock += HALF;
    await cache.get('key1');
    await settle();
    expect((await cache.get('key1'))?.secret).toBe('secret of sealed-b');
    expect(opened).toEqual(['sealed-a', 'sealed-b']);
  });

  it('refuses a key whose secret does not open, and never keeps an unknown key', async () => {
    const live = new Map([['key1', row(1, 'other-encryption-key')]]);
    const { reads, statements } = fakeReads(live);
    const cache = new ApiKeyCache(reads, now, TTL);
    expect(await cache.get('key1')).toBeUndefined();
    expect(await cache.get('nokey')).toBeUndefined();
    expect(await cache.get('nokey')).toBeUndefined();
    expect(statements).toHaveLength(3);
    expect(cache.size).toBe(0);
  });

  it('shares one read among concurrent requests naming the same key', async () => {
    const live = new Map([['key1', row(1)]]);
    const { reads, statements } = fakeReads(live);
    const cache = new ApiKeyCache(reads, now, TTL);
    const keys = await Promise.all([cache.get('key1'), cache.get('key1'), cache.get('key1')]);
    expect(keys.every((k) => k?.id === 1)).toBe(true);
    expect(statements).toHaveLength(1);
  });

  it('takes permissions and the allow-list from each confirmation', async () => {
    const live = new Map([['key1', row(1)]]);
    const { reads } = fakeReads(live);
    const cache = new ApiKeyCache(reads, now, TTL);
    await cache.get('key1');
    live.set('key1', { ...row(1), permissions: ['read'], ipAllowList: ['10.0.0.1'] });
    clock += HALF;
    await cache.get('key1');
    await settle();
    expect(await cache.get('key1')).toMatchObject({
      permissions: ['read'],
      ipAllowList: ['10.0.0.1'],
    });
  });
});
