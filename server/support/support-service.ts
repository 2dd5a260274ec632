import { asc, eq, and } from 'drizzle-orm';
import type {
  WireSupportTicketInput,
  WireSupportTicketOpened,
} from '../../lib/contract/wire/content';
import { toLanguage, type Language } from '../../lib/contract/wire/language';
import { addressKey, type RateLimiter } from '../auth/rate-limiter';
import type { MessageTransport } from '../auth/transports';
import type { Database } from '../db/database';
import { supportTickets, type SupportTicketStatus } from '../db/schema';
import { newReference } from '../listing/listing-service';
import type { Logger } from '../logger';
import { answerMail } from './mail-texts';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

/**
 * Limits before AUTH_LIMIT_SCALE, counted where the sender has a say (as the listing form's):
 * tickets per client address, and per address and e-mail. Nothing is mailed on opening, so a
 * stranger's address typed into the form receives nothing until an operator answers.
 */
export const SUPPORT_RATE_LIMITS = {
  perAddress: { limit: 5, windowMs: HOUR },
  perAddressAndEmail: { limit: 10, windowMs: DAY },
} as const;

export type SupportTicket = typeof supportTickets.$inferSelect;

export interface SupportServiceDeps {
  database: Database;
  mail: Pick<MessageTransport, 'sendEmail'>;
  limiter: RateLimiter;
  log: Logger;
  now: () => number;
}

/** Support tickets: opened from the help centre, answered by e-mail by the operator's command. */
export class SupportService {
  constructor(private readonly d: SupportServiceDeps) {}

  /** Stores a valid ticket (throttled per client) and answers its number. */
  async open(
    input: WireSupportTicketInput,
    client: { address: string; language: Language; userId: number | undefined },
  ): Promise<WireSupportTicketOpened> {
    const { limiter } = this.d;
    const address = addressKey(client.address);
    const limits = SUPPORT_RATE_LIMITS;
    await limiter.consume(
      `support:addr:${address}`,
      limits.perAddress.limit,
      limits.perAddress.windowMs,
    );
    await limiter.consume(
      `support:pair:${address}:${input.email}`,
      limits.perAddressAndEmail.limit,
      limits.perAddressAndEmail.windowMs,
    );
    // A clash of the random number is one in a billion a year: draw again.
    for (let attempt = 0; attempt < 3; attempt++) {
      const [row] = await this.d.database.db
        .insert(supportTickets)
        .values({
          ...input,
          reference: newReference(this.d.now(), 'ST'),
          createdAt: new Date(this.d.now()),
          status: 'open',
          userId: client.userId ?? null,
          language: client.language,
        })
        .onConflictDoNothing()
        .returning({ reference: supportTickets.reference });
      if (row) return { ticketId: row.reference };
    }
    throw new Error('no free support ticket number after 3 attempts');
  }

  /** Oldest first (the next to answer on top); `status` narrows the list. */
  async list(status: SupportTicketStatus | undefined, limit = 200): Promise<SupportTicket[]> {
    return this.d.database.db
      .select()
      .from(supportTickets)
      .where(status ? eq(supportTickets.status, status) : undefined)
      .orderBy(asc(supportTickets.createdAt), asc(supportTickets.id))
      .limit(limit);
  }

  async show(reference: string): Promise<SupportTicket | undefined> {
    const [row] = await this.d.database.db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.reference, normalizeTicketId(reference)))
      .limit(1);
    return row;
  }

  /**
   * Stores the operator's answer to an open ticket, marks it answered and e-mails it to the
   * ticket's address, framed in the sender's language. An answered ticket keeps its answer:
   * `answered` is false and `status` says what it is (undefined: no such ticket).
   */
  async answer(
    reference: string,
    answer: string,
  ): Promise<{ answered: boolean; status: SupportTicketStatus | undefined; mailed: boolean }> {
    const [row] = await this.d.database.db
      .update(supportTickets)
      .set({ status: 'answered', answer, answeredAt: new Date(this.d.now()) })
      .where(
        and(
          eq(supportTickets.reference, normalizeTicketId(reference)),
          eq(supportTickets.status, 'open'),
        ),
      )
      .returning();
    if (!row)
      return { answered: false, status: (await this.show(reference))?.status, mailed: false };
    const language = toLanguage(row.language) ?? 'en';
    const mail = answerMail(language, row, answer);
    try {
      await this.d.mail.sendEmail(row.email, mail.subject, mail.text, language);
      return { answered: true, status: row.status, mailed: true };
    } catch (error) {
      // Never the address in the log: the ticket number finds the row.
      this.d.log.warn({ err: error, reference: row.reference }, 'support answer not e-mailed');
      return { answered: true, status: row.status, mailed: false };
    }
  }
}

export function normalizeTicketId(reference: string): string {
  return reference.trim().toUpperCase();
}
