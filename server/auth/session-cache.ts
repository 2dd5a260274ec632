/** How long a verified session is trusted without SQL confirming it again. */
export const SESSION_CACHE_MS = 1000;

/** A session as SQL last confirmed it. */
export interface VerifiedSession {
  userId: number;
  deviceId: string | null;
  /** Epoch ms: the session's own end, checked on every use. */
  expiresAt: number;
}

interface Entry {
  /** The token's SHA-256, the key SQL knows it by. */
  digest: string;
  session: VerifiedSession;
  /** When the SQL read that confirmed it began. */
  checkedAt: number;
  lastUsed: number;
}

export interface SessionReads {
  /** One session by token digest (undefined: unknown, revoked or expired). */
  one(digest: string): Promise<VerifiedSession | undefined>;
  /** Those of `digests` still live, in one statement. */
  many(digests: string[]): Promise<Map<string, VerifiedSession>>;
}

/** Sessions unused this long are dropped instead of being confirmed again. */
const IDLE_MS = 30_000;
/** At most this many sessions are confirmed in one statement. */
const BATCH = 2000;

/**
 * Sessions verified within the last `ttlMs`, so a trader's stream of orders does not read the same
 * session row on every request (one SQL statement each, the dearest step of an order on the
 * embedded database). Entries are found by the token itself: hashing it on every request cost
 * more than the rest of the lookup; it is hashed when SQL is asked.
 *
 * Why it stays correct:
 * - a revocation in this process (logout, every session ended by a password change) calls
 *   `forget`/`forgetUser` before and after its SQL update: the entry is gone at once, and a read
 *   that was under way meanwhile is not kept (the generation moved), so this process never
 *   accepts a revoked token after the revocation returned;
 * - a revocation made by another process (several processes behind Redis) is seen within `ttlMs`
 *   (≈ 1 s): an entry is only used while its last confirmation began less than `ttlMs` ago. Once
 *   half of that has passed, a use starts one statement confirming every cached session at once
 *   (revoked or expired ones are dropped), so busy sessions stay confirmed for about two statements
 *   a second in all, however many users trade; an entry nobody confirmed in time is read again;
 * - the session's own expiry is checked on every hit;
 * - only sessions that exist are kept: an unknown token is asked again each time, as before.
 * Concurrent requests with the same token while it is being read share that one read.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly reading = new Map<string, Promise<VerifiedSession | undefined>>();
  private generation = 0;
  private confirming = false;

  constructor(
    private readonly reads: SessionReads,
    private readonly digestOf: (token: string) => string,
    private readonly now: () => number,
    private readonly ttlMs = SESSION_CACHE_MS,
    private readonly maxEntries = 100_000,
  ) {}

  /** The live session of a bearer token, from the cache or SQL. */
  get(token: string): Promise<VerifiedSession | undefined> {
    const now = this.now();
    const hit = this.entries.get(token);
    if (hit && now - hit.checkedAt < this.ttlMs) {
      hit.lastUsed = now;
      if (now - hit.checkedAt >= this.ttlMs / 2) this.confirmAll();
      return Promise.resolve(hit.session.expiresAt > now ? hit.session : undefined);
    }
    if (hit) this.entries.delete(token);
    const pending = this.reading.get(token);
    if (pending) return pending;
    const generation = this.generation;
    const digest = this.digestOf(token);
    const reading = this.reads.one(digest).then(
      (session) => {
        if (this.reading.get(token) === reading) this.reading.delete(token);
        if (session && generation === this.generation) this.keep(token, digest, session, now);
        return session;
      },
      (error: unknown) => {
        if (this.reading.get(token) === reading) this.reading.delete(token);
        throw error;
      },
    );
    this.reading.set(token, reading);
    return reading;
  }

  /** One session ends: not trusted from now on, nor by a read already under way. */
  forget(digest: string): void {
    this.generation++;
    this.reading.clear();
    for (const [token, entry] of this.entries)
      if (entry.digest === digest) this.entries.delete(token);
  }

  /** Every session of a user ends. */
  forgetUser(userId: number): void {
    this.generation++;
    this.reading.clear();
    for (const [token, entry] of this.entries)
      if (entry.session.userId === userId) this.entries.delete(token);
  }

  get size(): number {
    return this.entries.size;
  }

  /** Confirms every cached session in one statement (one at a time; errors leave entries to age). */
  private confirmAll(): void {
    if (this.confirming) return;
    this.confirming = true;
    const started = this.now();
    const generation = this.generation;
    const batch: [string, Entry][] = [];
    for (const [token, entry] of this.entries) {
      if (started - entry.lastUsed > IDLE_MS) this.entries.delete(token);
      else if (batch.length < BATCH) batch.push([token, entry]);
    }
    this.reads
      .many(batch.map(([, entry]) => entry.digest))
      .then((live) => {
        for (const [token, entry] of batch) {
          if (this.entries.get(token) !== entry) continue;
          const session = live.get(entry.digest);
          if (!session) this.entries.delete(token);
          // A confirmation that overlapped a revocation here is not trusted to refresh anything.
          else if (generation === this.generation) {
            entry.session = session;
            entry.checkedAt = Math.max(entry.checkedAt, started);
          }
        }
      })
      .catch(() => undefined)
      .finally(() => (this.confirming = false));
  }

  private keep(token: string, digest: string, session: VerifiedSession, checkedAt: number): void {
    const now = this.now();
    if (this.entries.size >= this.maxEntries) {
      for (const [key, entry] of this.entries)
        if (now - entry.checkedAt >= this.ttlMs) this.entries.delete(key);
      if (this.entries.size >= this.maxEntries) this.entries.clear();
    }
    this.entries.set(token, { digest, session, checkedAt, lastUsed: now });
  }
}
