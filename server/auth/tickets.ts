import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/database';
import { authTickets } from '../db/schema';
import { newToken, sha256 } from './crypto-util';
import { AuthCode, AuthError } from './errors';

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
