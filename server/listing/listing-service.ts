import { ERROR_CODE } from '../../lib/contract/wire/error-codes';
import { randomInt } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { toLanguage, type Language } from '../../lib/contract/wire/language';
import type { WireListingApplicationReceived } from '../../lib/contract/wire/listing';
import { addressKey, type RateLimiter } from '../auth/rate-limiter';
import type { MessageTransport } from '../auth/transports';
import type { Database } from '../db/database';
import { listingApplications, type ListingStatus } from '../db/schema';
import type { Logger } from '../logger';
import { ServiceError } from '../service-error';
import { confirmationMail, decisionMail, type ListingDecision } from './mail-texts';
import type { ListingApplicationInput } from './rules';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

/**
 * Limits before AUTH_LIMIT_SCALE. Each counts where the sender has a say, so nobody can use up
 * someone else's allowance: applications per client address, and per address and e-mail. An
 * e-mail address is not proof of anything (the form asks for no code), so a limit on the e-mail
 * alone would let a stranger block its owner; instead it caps the confirmations that address
 * receives, and later applications are still stored, without one.
 */
export const LISTING_RATE_LIMITS = {
  perAddress: { limit: 5, windowMs: HOUR },
  perAddressAndEmail: { limit: 3, windowMs: DAY },
  confirmationsPerEmail: { limit: 5, windowMs: DAY },
} as const;

/** Codes of the listing endpoint besides 400 (bad parameter) and 429 (throttled). */
export const ListingCode = {
  tooManyRequests: ERROR_CODE.tooManyRequests,
  /** ours: an application for this token, address and e-mail is already open */
  duplicate: ERROR_CODE.listingDuplicate,
} as const;

export class ListingError extends ServiceError {
  constructor(code: (typeof ListingCode)[keyof typeof ListingCode], message: string) {
    super(code, message);
    this.name = 'ListingError';
  }
}

const OPEN: ListingStatus[] = ['pending', 'in_review'];

/** Crockford's base32: no I, L, O or U, so a reference read aloud or retyped stays unambiguous. */
const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** `LA-2026-7K3M9Q` for a listing application; support tickets use the same shape (`ST-…`). */
export function newReference(now: number, prefix = 'LA'): string {
  let random = '';
  for (let i = 0; i < 6; i++) random += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `${prefix}-${new Date(now).getUTCFullYear()}-${random}`;
}

export type ListingApplication = typeof listingApplications.$inferSelect;

export interface ListingServiceDeps {
  database: Database;
  mail: Pick<MessageTransport, 'sendEmail'>;
  limiter: RateLimiter;
  log: Logger;
  now: () => number;
}

/** Listing applications: received from the public form, answered by the operator's command. */
export class ListingService {
  constructor(private readonly d: ListingServiceDeps) {}

  /**
   * Stores a valid application and sends the confirmation. `confirmationSent` is false when the
   * e-mail could not go out (delivery failed, or the address already got today's share): the
   * application stands either way and its reference is on the applicant's screen.
   */
  async apply(
    input: ListingApplicationInput,
    client: { address: string; language: Language },
  ): Promise<WireListingApplicationReceived> {
    const { limiter } = this.d;
    const address = addressKey(client.address);
    const limits = LISTING_RATE_LIMITS;
    await limiter.consume(
      `listing:addr:${address}`,
      limits.perAddress.limit,
      limits.perAddress.windowMs,
    );
    await limiter.consume(
      `listing:pair:${address}:${input.contactEmail}`,
      limits.perAddressAndEmail.limit,
      limits.perAddressAndEmail.windowMs,
    );
    if (await this.openDuplicate(input)) throw duplicate();

    const row = await this.insert(input, client.language);
    const confirmationSent = await this.sendConfirmation(row);
    return { reference: row.reference, confirmationSent };
  }

  /** Newest first; `status` narrows the list. */
  async list(status: ListingStatus | undefined, limit = 100): Promise<ListingApplication[]> {
    const { db } = this.d.database;
    return db
      .select()
      .from(listingApplications)
      .where(status ? eq(listingApplications.status, status) : undefined)
      .orderBy(desc(listingApplications.createdAt), desc(listingApplications.id))
      .limit(limit);
  }

  async show(reference: string): Promise<ListingApplication | undefined> {
    const [row] = await this.d.database.db
      .select()
      .from(listingApplications)
      .where(eq(listingApplications.reference, normalizeReference(reference)))
      .limit(1);
    return row;
  }

  /**
   * The operator's answer to an open application (pending or in review), e-mailed to the
   * applicant in their language with the note. An application already accepted or rejected keeps
   * its answer: `answered` is false and `status` says what it is (undefined: no such reference).
   */
  async answer(
    reference: string,
    decision: ListingDecision,
    note: string | undefined,
  ): Promise<{ answered: boolean; status: ListingStatus | undefined; mailed: boolean }> {
    const [row] = await this.d.database.db
      .update(listingApplications)
      .set({
        status: decision,
        answeredAt: new Date(this.d.now()),
        ...(note === undefined ? {} : { operatorNote: note }),
      })
      .where(
        and(
          eq(listingApplications.reference, normalizeReference(reference)),
          inArray(listingApplications.status, OPEN),
        ),
      )
      .returning();
    if (!row) {
      return { answered: false, status: (await this.show(reference))?.status, mailed: false };
    }
    const language = toLanguage(row.language) ?? 'en';
    const mail = decisionMail(language, row, decision, note ?? null);
    const mailed = await this.send(
      row.contactEmail,
      { ...mail, language },
      'decision',
      row.reference,
    );
    return { answered: true, status: row.status, mailed };
  }

  private async openDuplicate(input: ListingApplicationInput): Promise<boolean> {
    const [open] = await this.d.database.db
      .select({ id: listingApplications.id })
      .from(listingApplications)
      .where(
        and(
          eq(listingApplications.tokenSymbol, input.tokenSymbol),
          eq(listingApplications.contractAddress, input.contractAddress),
          eq(listingApplications.contactEmail, input.contactEmail),
          inArray(listingApplications.status, OPEN),
        ),
      )
      .limit(1);
    return open !== undefined;
  }

  private async insert(
    input: ListingApplicationInput,
    language: Language,
  ): Promise<ListingApplication> {
    // A clash is either the reference (one in a billion a year: draw again) or the same
    // application sent twice at once (the open-application index): the second one is a duplicate.
    for (let attempt = 0; attempt < 3; attempt++) {
      const [row] = await this.d.database.db
        .insert(listingApplications)
        .values({
          ...input,
          reference: newReference(this.d.now()),
          createdAt: new Date(this.d.now()),
          status: 'pending',
          language,
        })
        .onConflictDoNothing()
        .returning();
      if (row) return row;
      if (await this.openDuplicate(input)) throw duplicate();
    }
    throw new Error('no free listing reference after 3 attempts');
  }

  private async sendConfirmation(row: ListingApplication): Promise<boolean> {
    const { limit, windowMs } = LISTING_RATE_LIMITS.confirmationsPerEmail;
    const cap = this.d.limiter.scaled(limit);
    const sentToday = await this.d.limiter.record(
      `listing:mail:${row.contactEmail}`,
      windowMs,
      cap + 1,
    );
    if (sentToday > cap) {
      this.d.log.warn(
        { reference: row.reference },
        'listing confirmation skipped: daily cap of the address',
      );
      return false;
    }
    const language = toLanguage(row.language) ?? 'en';
    const mail = confirmationMail(language, row);
    const sent = await this.send(
      row.contactEmail,
      { ...mail, language },
      'confirmation',
      row.reference,
    );
    if (sent) {
      await this.d.database.db
        .update(listingApplications)
        .set({ confirmationSentAt: new Date(this.d.now()) })
        .where(eq(listingApplications.id, row.id));
    }
    return sent;
  }

  private async send(
    to: string,
    mail: { subject: string; text: string; language: Language },
    kind: 'confirmation' | 'decision',
    reference: string,
  ): Promise<boolean> {
    try {
      await this.d.mail.sendEmail(to, mail.subject, mail.text, mail.language);
      return true;
    } catch (error) {
      // Never the address in the log: the reference finds the row.
      this.d.log.warn({ err: error, reference, kind }, 'listing e-mail not sent');
      return false;
    }
  }
}

function duplicate(): ListingError {
  return new ListingError(
    ListingCode.duplicate,
    'an application for this token from this e-mail address is already open',
  );
}

export function normalizeReference(reference: string): string {
  return reference.trim().toUpperCase();
}
