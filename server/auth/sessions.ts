import type { WireSession } from '../../lib/contract/wire/security';
import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, lt, ne, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { sessions } from '../db/schema';
import type { TokenVerifier } from '../realtime/gateway';
import { newToken, sha256 } from './crypto-util';
import { SessionCache, type VerifiedSession } from './session-cache';
import { shownDevice } from './user-agent';

/** Where a session began: kept on the session row for the session list. */
export interface SessionOrigin {
  /** The `device-id` header (the client's word, recorded only). */
  deviceId: string | undefined;
  /** The digest of the server-issued device credential (what "known device" is decided from). */
  deviceKeyHash?: string | undefined;
  address: string;
  /** Described from the User-Agent ("Chrome on Windows"). */
  device: string;
  language: string;
}

/** One live session as its owner sees it: never the token or its digest. */
/** A live session as its owner sees it (lib/contract/wire/security). */
export type SessionView = WireSession;

/** `last_seen_at` is written at most this often per session and process. */
export const LAST_SEEN_INTERVAL_MS = 60_000;
/** The session list shows at most this many live sessions, the most recently used first. */
export const SESSION_LIST_MAX = 200;

/**
 * Bearer sessions: 256-bit random tokens, stored as SHA-256, with expiry and revocation. Verified
 * sessions are trusted for a second (`SessionCache`: a revocation here takes effect at once, one
 * made by another process within that second).
 */
export class SessionService implements TokenVerifier {
  private readonly verified: SessionCache;
  /** When this process last wrote `last_seen_at` for a token (or found it fresh enough). */
  private readonly seen = new Map<string, number>();

  constructor(
    private readonly database: Database,
    private readonly ttlMs: number,
    private readonly now: () => number,
  ) {
    this.verified = new SessionCache(
      { one: (digest) => this.read(digest), many: (digests) => this.readMany(digests) },
      sha256,
      now,
    );
  }

  /** A new session; `id` is its public id (what the session list and login history name it by). */
  async create(userId: number, origin: SessionOrigin): Promise<{ token: string; id: string }> {
    const token = newToken();
    const id = randomBytes(16).toString('hex');
    const at = new Date(this.now());
    await this.database.db.insert(sessions).values({
      tokenHash: sha256(token),
      publicId: id,
      userId,
      deviceId: origin.deviceId?.slice(0, 128) ?? null,
      deviceKeyHash: origin.deviceKeyHash ?? null,
      address: origin.address.slice(0, 64),
      device: origin.device.slice(0, 64),
      language: origin.language.slice(0, 16),
      createdAt: at,
      lastSeenAt: at,
      expiresAt: new Date(this.now() + this.ttlMs),
    });
    return { token, id };
  }

  /** The session's user, or undefined for an unknown, expired or revoked token. */
  async userOf(token: string): Promise<{ userId: number; deviceId: string | null } | undefined> {
    if (token.length < 20 || token.length > 100) return undefined;
    const session = await this.verified.get(token);
    if (!session) return undefined;
    this.noteSeen(token);
    return { userId: session.userId, deviceId: session.deviceId };
  }

  /**
   * Records a use of the session, off the request: at most one statement a minute per session in
   * this process, and the statement itself skips a row another process touched within the minute.
   */
  private noteSeen(token: string): void {
    const now = this.now();
    const last = this.seen.get(token);
    if (last !== undefined && now - last < LAST_SEEN_INTERVAL_MS) return;
    if (this.seen.size >= 100_000) {
      for (const [key, at] of this.seen)
        if (now - at >= LAST_SEEN_INTERVAL_MS) this.seen.delete(key);
      if (this.seen.size >= 100_000) this.seen.clear();
    }
    this.seen.set(token, now);
    void this.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(
        and(
          eq(sessions.tokenHash, sha256(token)),
          lt(sessions.lastSeenAt, new Date(now - LAST_SEEN_INTERVAL_MS)),
        ),
      )
      .then(
        () => undefined,
        // Only informational: tried again on the next use.
        () => this.seen.delete(token),
      );
  }

  private async read(digest: string): Promise<VerifiedSession | undefined> {
    return (await this.readMany([digest])).get(digest);
  }

  /** The live sessions among `digests`, in one statement. */
  private async readMany(digests: string[]): Promise<Map<string, VerifiedSession>> {
    const live = new Map<string, VerifiedSession>();
    if (digests.length === 0) return live;
    const rows = await this.database.db
      .select({
        tokenHash: sessions.tokenHash,
        userId: sessions.userId,
        deviceId: sessions.deviceId,
        expiresAt: sessions.expiresAt,
        revokedAt: sessions.revokedAt,
      })
      .from(sessions)
      .where(
        digests.length === 1
          ? eq(sessions.tokenHash, digests[0] ?? '')
          : inArray(sessions.tokenHash, digests),
      );
    const now = this.now();
    for (const row of rows) {
      if (row.revokedAt || row.expiresAt.getTime() <= now) continue;
      live.set(row.tokenHash, {
        userId: row.userId,
        deviceId: row.deviceId,
        expiresAt: row.expiresAt.getTime(),
      });
    }
    return live;
  }

  /** The realtime gateway's seam (1001 frames); the session key is the token's digest. */
  async verify(token: string): Promise<{ userId: string; session: string } | undefined> {
    const user = await this.userOf(token);
    return user ? { userId: String(user.userId), session: sha256(token) } : undefined;
  }

  /**
   * The user's live sessions, the one making the request (`currentToken`) first, then the most
   * recently used; at most `SESSION_LIST_MAX`.
   */
  async list(userId: number, currentToken: string | undefined): Promise<SessionView[]> {
    const now = this.now();
    const rows = await this.database.db
      .select({
        tokenHash: sessions.tokenHash,
        publicId: sessions.publicId,
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        address: sessions.address,
        device: sessions.device,
        language: sessions.language,
      })
      .from(sessions)
      .where(
        and(
          eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, new Date(now)),
        ),
      )
      .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt))
      .limit(SESSION_LIST_MAX);
    const current = currentToken === undefined ? undefined : sha256(currentToken);
    const views = rows.map((row): SessionView => {
      const isCurrent = row.tokenHash === current;
      return {
        id: row.publicId,
        createdAt: row.createdAt.getTime(),
        // This very request is a use of the current session.
        lastSeenAt: isCurrent ? now : row.lastSeenAt.getTime(),
        ip: row.address,
        device: shownDevice(row.device),
        language: row.language,
        current: isCurrent,
      };
    });
    return [...views.filter((v) => v.current), ...views.filter((v) => !v.current)];
  }

  /**
   * Called after sessions end (logout, one ended from the session list, the others ended): the
   * server disconnects the sockets they authenticated, on every process. Awaited, so the answer
   * to the request that ended them comes after their sockets are gone.
   */
  onRevoked: ((userId: number, sessions: string[]) => Promise<void>) | undefined;

  async revoke(token: string): Promise<void> {
    const session = sha256(token);
    // Forgotten before the update (no request trusts it from now on) and after it (a read that
    // saw the row before the update committed is not kept).
    this.verified.forget(session);
    const rows = await this.database.db
      .update(sessions)
      .set({ revokedAt: new Date(this.now()) })
      .where(and(eq(sessions.tokenHash, session), isNull(sessions.revokedAt)))
      .returning({ userId: sessions.userId })
      .finally(() => this.verified.forget(session));
    for (const row of rows) await this.onRevoked?.(row.userId, [session]);
  }

  /**
   * Ends one live session of `userId` by its public id. Answers the ended session's digest, or
   * undefined when the user has no such live session (another user's id included).
   */
  async revokeById(userId: number, id: string): Promise<string | undefined> {
    return (await this.revokeLive(userId, eq(sessions.publicId, id)))[0];
  }

  /** Ends every live session of `userId` but the one of `keepToken`; answers how many ended. */
  async revokeOthers(userId: number, keepToken: string): Promise<number> {
    return (await this.revokeLive(userId, ne(sessions.tokenHash, sha256(keepToken)))).length;
  }

  /**
   * Ends the live sessions of `userId` that `which` picks and tells the server (their sockets are
   * dropped); answers their digests. The digests are unknown until the update answers, so every
   * cached session of the user is forgotten before and after (the others are simply read again).
   */
  private async revokeLive(userId: number, which: SQL): Promise<string[]> {
    const now = this.now();
    this.verified.forgetUser(userId);
    const rows = await this.database.db
      .update(sessions)
      .set({ revokedAt: new Date(now) })
      .where(
        and(
          eq(sessions.userId, userId),
          which,
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, new Date(now)),
        ),
      )
      .returning({ tokenHash: sessions.tokenHash })
      .finally(() => this.verified.forgetUser(userId));
    const digests = rows.map((row) => row.tokenHash);
    if (digests.length > 0) await this.onRevoked?.(userId, digests);
    return digests;
  }

  /** Called after every session of a user ends (the server disconnects that user's sockets). */
  onAllRevoked: ((userId: number) => void) | undefined;

  async revokeAll(userId: number): Promise<number> {
    this.verified.forgetUser(userId);
    const rows = await this.database.db
      .update(sessions)
      .set({ revokedAt: new Date(this.now()) })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
      .returning({ tokenHash: sessions.tokenHash })
      .finally(() => this.verified.forgetUser(userId));
    this.onAllRevoked?.(userId);
    return rows.length;
  }
}
