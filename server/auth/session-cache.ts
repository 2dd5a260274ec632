import { ConfirmedCache } from './confirmed-cache';

/** How long a verified session is trusted without SQL confirming it again. */
export const SESSION_CACHE_MS = 1000;

/** A session as SQL last confirmed it. */
export interface VerifiedSession {
  userId: number;
  deviceId: string | null;
  /** Epoch ms: the session's own end, checked on every use. */
  expiresAt: number;
}

export interface SessionReads {
  /** One session by token digest (undefined: unknown, revoked or expired). */
  one(digest: string): Promise<VerifiedSession | undefined>;
  /** Those of `digests` still live, in one statement. */
  many(digests: string[]): Promise<Map<string, VerifiedSession>>;
}

interface Confirmed {
  /** The token's SHA-256, the key SQL knows it by. */
  digest: string;
  session: VerifiedSession;
}

/** At most this many sessions are confirmed in one statement. */
const BATCH = 2000;

/**
 * Sessions verified within the last `ttlMs`, so a trader's stream of orders does not read the same
 * session row on every request (`ConfirmedCache`: why that stays correct). Entries are found by
 * the token itself: hashing it on every request cost more than the rest of the lookup; it is
 * hashed when SQL is asked. A revocation in this process (logout, every session ended by a
 * password change) calls `forget`/`forgetUser` before and after its SQL update; the session's own
 * expiry is checked on every hit.
 */
export class SessionCache {
  private readonly confirmed: ConfirmedCache<string, Confirmed>;

  constructor(
    reads: SessionReads,
    digestOf: (token: string) => string,
    private readonly now: () => number,
    ttlMs = SESSION_CACHE_MS,
    maxEntries = 100_000,
  ) {
    this.confirmed = new ConfirmedCache<string, Confirmed>(
      {
        one: async (token) => {
          const digest = digestOf(token);
          const session = await reads.one(digest);
          return session && { digest, session };
        },
        many: async (entries) => {
          const live = await reads.many(entries.map(([, { digest }]) => digest));
          const confirmed = new Map<string, Confirmed>();
          for (const [token, { digest }] of entries) {
            const session = live.get(digest);
            if (session) confirmed.set(token, { digest, session });
          }
          return confirmed;
        },
      },
      now,
      { ttlMs, maxEntries, batch: BATCH },
    );
  }

  /** The live session of a bearer token, from the cache or SQL. */
  get(token: string): Promise<VerifiedSession | undefined> {
    const now = this.now();
    return this.confirmed
      .get(token)
      .then((found) => (found && found.session.expiresAt > now ? found.session : undefined));
  }

  /** One session ends: not trusted from now on, nor by a read already under way. */
  forget(digest: string): void {
    this.confirmed.forget((entry) => entry.digest === digest);
  }

  /** Every session of a user ends. */
  forgetUser(userId: number): void {
    this.confirmed.forget((entry) => entry.session.userId === userId);
  }

  get size(): number {
    return this.confirmed.size;
  }
}
