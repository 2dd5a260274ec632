import type { ApiKeyPermission } from '../db/schema';

/** A live key with its secret opened, for verifying one request. */
export interface LiveApiKey {
  id: number;
  userId: number;
  apiKey: string;
  secret: string;
  permissions: readonly ApiKeyPermission[];
  ipAllowList: readonly string[];
}

/** A live key's row as SQL holds it: the secret still sealed. */
export interface ApiKeyRow {
  id: number;
  userId: number;
  apiKey: string;
  secretEncrypted: string;
  permissions: readonly ApiKeyPermission[];
  ipAllowList: readonly string[];
}

export interface ApiKeyReads {
  /** Live (not deleted) rows of these keys, in one statement. */
  rows(apiKeys: readonly string[]): Promise<ApiKeyRow[]>;
  /** The row's secret opened (undefined: it does not open with this process's encryption key). */
  open(row: ApiKeyRow): string | undefined;
}

interface Entry {
  key: LiveApiKey;
  /** The sealed text `key.secret` was opened from. */
  sealed: string;
  /** When the SQL read that last vouched for it began. */
  checkedAt: number;
  lastUsed: number;
}

/** Keys unused this long are dropped instead of being confirmed again. */
const IDLE_MS = 30_000;
/** Keys confirmed per statement. */
const BATCH = 1000;

/**
 * The live API keys a process has verified recently, so a program's stream of signed requests
 * neither reads its key's row nor opens its sealed secret (AES-256-GCM) on every request: both
 * were the dearest steps of a signed order (one SQL statement each on the embedded database).
 *
 * Why it stays correct (the same rules as the session cache, `session-cache.ts`):
 * - a deletion in this process calls `forget` before and after its SQL update: the entry is gone
 *   at once, and a read under way meanwhile is not kept (the generation moved), so this process
 *   never accepts a deleted key once the deletion returned;
 * - a deletion made by another process is seen within `ttlMs` (≈ 1 s): an entry is only used while
 *   its last confirmation began less than `ttlMs` ago. Once half of that has passed, a use starts
 *   one confirmation of every cached key (a statement per `BATCH` keys; deleted ones are dropped),
 *   so busy keys stay confirmed for about two statements a second in all, however many programs
 *   trade; an entry nobody confirmed in time is read again;
 * - the secret is opened again only when the sealed text SQL holds differs from the one it was
 *   opened from (the permissions and allow-list are taken from every confirmation);
 * - only live keys are kept: an unknown key is asked again each time.
 * Concurrent requests naming the same key while it is being read share that one read.
 */
export class ApiKeyCache {
  private readonly entries = new Map<string, Entry>();
  private readonly reading = new Map<string, Promise<LiveApiKey | undefined>>();
  private generation = 0;
  private confirming = false;

  constructor(
    private readonly reads: ApiKeyReads,
    private readonly now: () => number,
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  /** The live key, from the cache or SQL (undefined: unknown, deleted or unopenable). */
  get(apiKey: string): Promise<LiveApiKey | undefined> {
    const now = this.now();
    const hit = this.entries.get(apiKey);
    if (hit && now - hit.checkedAt < this.ttlMs) {
      hit.lastUsed = now;
      if (now - hit.checkedAt >= this.ttlMs / 2) this.confirmAll();
      return Promise.resolve(hit.key);
    }
    if (hit) this.entries.delete(apiKey);
    const pending = this.reading.get(apiKey);
    if (pending) return pending;
    const generation = this.generation;
    const reading = this.reads.rows([apiKey]).then(
      ([row]) => {
        if (this.reading.get(apiKey) === reading) this.reading.delete(apiKey);
        if (!row || row.apiKey !== apiKey) return undefined;
        const secret =
          hit?.key.id === row.id && hit.sealed === row.secretEncrypted
            ? hit.key.secret
            : this.reads.open(row);
        if (secret === undefined) return undefined;
        const key = liveKey(row, secret);
        if (generation === this.generation) this.keep(key, row.secretEncrypted, now);
        return key;
      },
      (error: unknown) => {
        if (this.reading.get(apiKey) === reading) this.reading.delete(apiKey);
        throw error;
      },
    );
    this.reading.set(apiKey, reading);
    return reading;
  }

  /** A key is deleted: not trusted from now on, nor by a read already under way. */
  forget(id: number): void {
    this.generation++;
    this.reading.clear();
    for (const [apiKey, entry] of this.entries)
      if (entry.key.id === id) this.entries.delete(apiKey);
  }

  get size(): number {
    return this.entries.size;
  }

  /** Confirms every cached key (one pass at a time; an error leaves the entries to age). */
  private confirmAll(): void {
    if (this.confirming) return;
    this.confirming = true;
    const started = this.now();
    const generation = this.generation;
    const batch: [string, Entry][] = [];
    for (const [apiKey, entry] of this.entries) {
      if (started - entry.lastUsed > IDLE_MS) this.entries.delete(apiKey);
      else batch.push([apiKey, entry]);
    }
    void (async () => {
      for (let from = 0; from < batch.length; from += BATCH) {
        const part = batch.slice(from, from + BATCH);
        const rows = await this.reads.rows(part.map(([apiKey]) => apiKey));
        const live = new Map(rows.map((row) => [row.apiKey, row]));
        for (const [apiKey, entry] of part) {
          if (this.entries.get(apiKey) !== entry) continue;
          const row = live.get(apiKey);
          if (!row || row.id !== entry.key.id) {
            this.entries.delete(apiKey);
            continue;
          }
          // A confirmation that overlapped a deletion here is not trusted to refresh anything.
          if (generation !== this.generation) continue;
          const secret =
            row.secretEncrypted === entry.sealed ? entry.key.secret : this.reads.open(row);
          if (secret === undefined) {
            this.entries.delete(apiKey);
            continue;
          }
          entry.key = liveKey(row, secret);
          entry.sealed = row.secretEncrypted;
          entry.checkedAt = Math.max(entry.checkedAt, started);
        }
      }
    })()
      .catch(() => undefined)
      .finally(() => (this.confirming = false));
  }

  private keep(key: LiveApiKey, sealed: string, checkedAt: number): void {
    const now = this.now();
    if (this.entries.size >= this.maxEntries) {
      for (const [apiKey, entry] of this.entries)
        if (now - entry.checkedAt >= this.ttlMs) this.entries.delete(apiKey);
      if (this.entries.size >= this.maxEntries) this.entries.clear();
    }
    this.entries.set(key.apiKey, { key, sealed, checkedAt, lastUsed: now });
  }
}

function liveKey(row: ApiKeyRow, secret: string): LiveApiKey {
  return {
    id: row.id,
    userId: row.userId,
    apiKey: row.apiKey,
    secret,
    permissions: row.permissions,
    ipAllowList: row.ipAllowList,
  };
}
