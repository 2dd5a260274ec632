import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../db/database';
import { authTickets, sessions } from '../db/schema';
import type { TokenVerifier } from '../realtime/gateway';
import { newToken, sha256 } from './crypto-util';
import { AuthCode, AuthError } from './errors';
import { SessionCache, type VerifiedSession } from './session-cache';

/**
 * Bearer sessions: 256-bit random tokens, stored as SHA-256, with expiry and revocation. Verified
 * sessions are trusted for a second (`SessionCache`: a revocation here takes effect at once, one
 * made by another process within that second).
 */
export class SessionService implements TokenVerifier {
  private readonly verified: SessionCache;

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

  async create(userId: number, deviceId: string | undefined): Promise<string> {
    const token = newToken();
    await this.database.db.insert(sessions).values({
      tokenHash: sha256(token),
      userId,
      deviceId: deviceId?.slice(0, 128) ?? null,
      createdAt: new Date(this.now()),
      expiresAt: new Date(this.now() + this.ttlMs),
    });
    return token;
  }

  /** The session's user, or undefined for an unknown, expired or revoked token. */
  async userOf(token: string): Promise<{ userId: number; deviceId: string | null } | undefined> {
    if (token.length < 20 || token.length > 100) return undefined;
    const session = await this.verified.get(token);
    return session && { userId: session.userId, deviceId: session.deviceId };
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

  /** Called after one session ends (logout): the server disconnects the sockets it authenticated. */
  onRevoked: ((userId: number, session: string) => void) | undefined;

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
    for (const row of rows) this.onRevoked?.(row.userId, session);
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

export type TicketKind = 'login' | 'recover' | 'reset';
export type Factor = 'email' | 'sms' | 'google';

/** Opaque single-use tickets tying the steps of login and recovery together (10 minutes). */
export class TicketService {
  constructor(
    private readonly database: Database,
    private readonly now: () => number,
  ) {}

  async issue(
    kind: TicketKind,
    userId: number,
    factor: Factor,
    ttlMs = 10 * 60_000,
  ): Promise<string> {
    const ticket = newToken();
    await this.database.db.insert(authTickets).values({
      ticketHash: sha256(ticket),
      kind,
      userId,
      factor,
      expiresAt: new Date(this.now() + ttlMs),
    });
    return ticket;
  }

  /** Reads a live ticket without using it up (codes may be retried). */
  async peek(
    kind: TicketKind,
    ticket: string,
    expired: AuthError,
  ): Promise<{ userId: number; factor: Factor }> {
    if (ticket.length < 20 || ticket.length > 100) throw expired;
    const [row] = await this.database.db
      .select()
      .from(authTickets)
      .where(and(eq(authTickets.ticketHash, sha256(ticket)), eq(authTickets.kind, kind)))
      .limit(1);
    if (!row || row.usedAt || row.expiresAt.getTime() <= this.now()) throw expired;
    return { userId: row.userId, factor: row.factor as Factor };
  }

  /** Uses the ticket up; a second use (replay, race) fails. */
  async consume(
    kind: TicketKind,
    ticket: string,
    expired: AuthError,
  ): Promise<{ userId: number; factor: Factor }> {
    const found = await this.peek(kind, ticket, expired);
    const used = await this.database.db
      .update(authTickets)
      .set({ usedAt: new Date(this.now()) })
      .where(and(eq(authTickets.ticketHash, sha256(ticket)), isNull(authTickets.usedAt)))
      .returning({ userId: authTickets.userId });
    if (used.length === 0) throw expired;
    return found;
  }
}

export const loginTicketExpired = () =>
  new AuthError(AuthCode.linkExpired, 'the login step has expired, enter your password again');
