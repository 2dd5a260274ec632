/** Entries unused this long are dropped instead of being confirmed again. */
const IDLE_MS = 30_000;

/** What the cache asks SQL; each kind of cache says how. */
export interface ConfirmedReads<Key, Value> {
  /**
   * One value read afresh (undefined: none, and nothing is kept). `expired` is what the cache held
   * for the key until its trust ran out, for reusing work SQL's answer shows still holds.
   */
  one(key: Key, expired: Value | undefined): Promise<Value | undefined>;
  /** The cached values still live, in one statement, each as SQL holds it now (missing: dropped). */
  many(entries: readonly (readonly [Key, Value])[]): Promise<Map<Key, Value>>;
}

export interface ConfirmedCacheLimits {
  /** How long a value is trusted after the SQL read that confirmed it began. */
  ttlMs: number;
  maxEntries: number;
  /** At most this many entries are confirmed in one statement. */
  batch: number;
}

interface Entry<Value> {
  value: Value;
  /** When the SQL read that last vouched for it began. */
  checkedAt: number;
  lastUsed: number;
}

/**
 * Values SQL confirmed within the last `ttlMs` (sessions, API keys), so a stream of requests does
 * not read the same row on every request (one SQL statement each, the dearest step of an order on
 * the embedded database).
 *
 * Why it stays correct:
 * - a revocation in this process calls `forget` before and after its SQL update: the entry is gone
 *   at once, and a read that was under way meanwhile is not kept (the generation moved), so this
 *   process never accepts a revoked value after the revocation returned;
 * - a revocation made by another process (several processes behind Redis) is seen within `ttlMs`
 *   (≈ 1 s): an entry is only used while its last confirmation began less than `ttlMs` ago. Once
 *   half of that has passed, a use starts one confirmation of every cached entry (a statement per
 *   `batch` entries; revoked ones are dropped), so busy entries stay confirmed for about two
 *   statements a second in all, however many users trade; an entry nobody confirmed in time is
 *   read again;
 * - only values that exist are kept: an unknown key is asked again each time.
 * Concurrent requests for the same key while it is being read share that one read.
 */
export class ConfirmedCache<Key, Value> {
  private readonly entries = new Map<Key, Entry<Value>>();
  private readonly reading = new Map<Key, Promise<Value | undefined>>();
  private generation = 0;
  private confirming = false;

  constructor(
    private readonly reads: ConfirmedReads<Key, Value>,
    private readonly now: () => number,
    private readonly limits: ConfirmedCacheLimits,
  ) {}

  /** The live value, from the cache or SQL. */
  get(key: Key): Promise<Value | undefined> {
    const { ttlMs } = this.limits;
    const now = this.now();
    const hit = this.entries.get(key);
    if (hit && now - hit.checkedAt < ttlMs) {
      hit.lastUsed = now;
      if (now - hit.checkedAt >= ttlMs / 2) this.confirmAll();
      return Promise.resolve(hit.value);
    }
    if (hit) this.entries.delete(key);
    const pending = this.reading.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const reading = this.reads.one(key, hit?.value).then(
      (value) => {
        if (this.reading.get(key) === reading) this.reading.delete(key);
        if (value !== undefined && generation === this.generation) this.keep(key, value, now);
        return value;
      },
      (error: unknown) => {
        if (this.reading.get(key) === reading) this.reading.delete(key);
        throw error;
      },
    );
    this.reading.set(key, reading);
    return reading;
  }

  /** The values `revoked` picks end: not trusted from now on, nor by a read already under way. */
  forget(revoked: (value: Value) => boolean): void {
    this.generation++;
    this.reading.clear();
    for (const [key, entry] of this.entries) if (revoked(entry.value)) this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }

  /** Confirms every cached entry (one pass at a time; an error leaves the entries to age). */
  private confirmAll(): void {
    if (this.confirming) return;
    this.confirming = true;
    const started = this.now();
    const generation = this.generation;
    const batch: [Key, Entry<Value>][] = [];
    for (const [key, entry] of this.entries) {
      if (started - entry.lastUsed > IDLE_MS) this.entries.delete(key);
      else batch.push([key, entry]);
    }
    void (async () => {
      for (let from = 0; from < batch.length; from += this.limits.batch) {
        const part = batch.slice(from, from + this.limits.batch);
        const live = await this.reads.many(part.map(([key, entry]) => [key, entry.value] as const));
        for (const [key, entry] of part) {
          if (this.entries.get(key) !== entry) continue;
          const value = live.get(key);
          if (value === undefined) this.entries.delete(key);
          // A confirmation that overlapped a revocation here is not trusted to refresh anything.
          else if (generation === this.generation) {
            entry.value = value;
            entry.checkedAt = Math.max(entry.checkedAt, started);
          }
        }
      }
    })()
      .catch(() => undefined)
      .finally(() => (this.confirming = false));
  }

  private keep(key: Key, value: Value, checkedAt: number): void {
    const now = this.now();
    if (this.entries.size >= this.limits.maxEntries) {
      for (const [cached, entry] of this.entries)
        if (now - entry.checkedAt >= this.limits.ttlMs) this.entries.delete(cached);
      if (this.entries.size >= this.limits.maxEntries) this.entries.clear();
    }
    this.entries.set(key, { value, checkedAt, lastUsed: now });
  }
}
