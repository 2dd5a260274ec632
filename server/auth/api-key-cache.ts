import type { ApiKeyPermission } from '../db/schema';
import { ConfirmedCache } from './confirmed-cache';

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

/** A key as the cache holds it. */
interface Opened {
  key: LiveApiKey;
  /** The sealed text `key.secret` was opened from. */
  sealed: string;
}

/** Keys confirmed per statement. */
const BATCH = 1000;

/**
 * The live API keys a process has verified recently, so a program's stream of signed requests
 * neither reads its key's row nor opens its sealed secret (AES-256-GCM) on every request: both
 * were the dearest steps of a signed order (one SQL statement each on the embedded database).
 * `ConfirmedCache` keeps them and says why that stays correct (as for sessions): a deletion in
 * this process calls `forget` before and after its SQL update; one made by another process is
 * seen within `ttlMs`. The secret is opened again only when the sealed text SQL holds differs
 * from the one it was opened from (the permissions and allow-list are taken from every
 * confirmation); a key whose row now has another id is dropped.
 */
export class ApiKeyCache {
  private readonly confirmed: ConfirmedCache<string, Opened>;

  constructor(reads: ApiKeyReads, now: () => number, ttlMs: number, maxEntries = 10_000) {
    this.confirmed = new ConfirmedCache<string, Opened>(
      {
        one: async (apiKey, expired) => {
          const [row] = await reads.rows([apiKey]);
          return row?.apiKey === apiKey ? opened(reads, row, expired) : undefined;
        },
        many: async (entries) => {
          const rows = await reads.rows(entries.map(([apiKey]) => apiKey));
          const live = new Map(rows.map((row) => [row.apiKey, row]));
          const confirmed = new Map<string, Opened>();
          for (const [apiKey, cached] of entries) {
            const row = live.get(apiKey);
            const key = row?.id === cached.key.id ? opened(reads, row, cached) : undefined;
            if (key) confirmed.set(apiKey, key);
          }
          return confirmed;
        },
      },
      now,
      { ttlMs, maxEntries, batch: BATCH },
    );
  }

  /** The live key, from the cache or SQL (undefined: unknown, deleted or unopenable). */
  get(apiKey: string): Promise<LiveApiKey | undefined> {
    return this.confirmed.get(apiKey).then((found) => found?.key);
  }

  /** A key is deleted: not trusted from now on, nor by a read already under way. */
  forget(id: number): void {
    this.confirmed.forget((entry) => entry.key.id === id);
  }

  /** Every key of a user is deleted (a password or factor change). */
  forgetUser(userId: number): void {
    this.confirmed.forget((entry) => entry.key.userId === userId);
  }

  get size(): number {
    return this.confirmed.size;
  }
}

/**
 * The row's key with its secret opened (undefined: it does not open); the secret of `before` is
 * reused when it was opened from the same row's same sealed text.
 */
function opened(
  reads: ApiKeyReads,
  row: ApiKeyRow,
  before: Opened | undefined,
): Opened | undefined {
  const secret =
    before?.key.id === row.id && before.sealed === row.secretEncrypted
      ? before.key.secret
      : reads.open(row);
  return secret === undefined
    ? undefined
    : { key: liveKey(row, secret), sealed: row.secretEncrypted };
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
