import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import { ERROR_REASON } from '../../lib/contract/wire/error-codes';
import type {
  WireFuturesOpened,
  WireFuturesStatus,
  WireKycSubmitted,
} from '../../lib/contract/wire/user';
import type { Database } from '../db/database';
import { countries, futuresAccounts, kycSubmissions, users } from '../db/schema';
import { KycState, userById } from './accounts';
import { AuthCode, AuthError } from './errors';
import { permissionChanged } from './permission-changes';

const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
const IMAGE = /^data:image\/(png|jpeg|webp);base64,([A-Za-z0-9+/=]+)$/;

/** Residence in a restricted jurisdiction (spec §6, flagged in the countries table) bars futures. */
export async function jurisdictionOf(database: Database, code: string | null) {
  if (!code) return { country: null, restricted: false };
  const [row] = await database.db
    .select({ code: countries.code, restricted: countries.restricted })
    .from(countries)
    .where(eq(countries.code, code))
    .limit(1);
  return { country: code, restricted: row?.restricted ?? false };
}

/** KYC level 1 (name, residence, ID number) and level 2 (document images), reviewed by an operator. */
export class KycService {
  constructor(
    private readonly database: Database,
    private readonly dataDir: string,
    private readonly autoApprove: boolean,
  ) {}

  /**
   * Level 1, or a correction of it: while a submission waits for review, or after a refusal, the
   * user may send it again (the pending one is marked replaced, so the operator reviews only the
   * new one); once approved, never. Read, replace and insert happen in one transaction that
   * checks nothing was reviewed in between.
   */
  async submitLevel1(
    userId: number,
    input: { realName: string; country: string; idNumber: string },
  ): Promise<WireKycSubmitted> {
    const user = await userById(this.database, userId);
    if (user.kycLevel1 === KycState.approved) {
      throw new AuthError(AuthCode.kycState, 'level 1 is already approved');
    }
    const [country] = await this.database.db
      .select()
      .from(countries)
      .where(eq(countries.code, input.country))
      .limit(1);
    if (!country) {
      throw new AuthError(AuthCode.regionEmpty, 'unknown country of residence', {
        reason: ERROR_REASON.unknownCountry,
      });
    }
    const status = this.autoApprove ? 'approved' : 'pending';
    const reviewedMeanwhile = () =>
      new AuthError(AuthCode.kycState, 'level 1 was reviewed meanwhile: read its state again');
    await this.database.db.transaction(async (tx) => {
      if (user.kycLevel1 === KycState.pending) {
        const replaced = await tx
          .update(kycSubmissions)
          .set({ status: 'replaced' })
          .where(
            and(
              eq(kycSubmissions.userId, userId),
              eq(kycSubmissions.level, 1),
              eq(kycSubmissions.status, 'pending'),
            ),
          )
          .returning({ id: kycSubmissions.id });
        if (replaced.length === 0) throw reviewedMeanwhile();
      }
      await tx.insert(kycSubmissions).values({
        userId,
        level: 1,
        realName: input.realName,
        country: input.country,
        idNumber: input.idNumber,
        status,
        reviewedAt: this.autoApprove ? new Date() : null,
      });
      const updated = await tx
        .update(users)
        .set({
          kycLevel1: this.autoApprove ? KycState.approved : KycState.pending,
          residenceCountry: input.country,
        })
        .where(and(eq(users.id, userId), eq(users.kycLevel1, user.kycLevel1)))
        .returning({ id: users.id });
      if (updated.length === 0) throw reviewedMeanwhile();
    });
    permissionChanged(this.database, userId);
    return { status };
  }

  async submitLevel2(userId: number, images: string[]): Promise<WireKycSubmitted> {
    const user = await userById(this.database, userId);
    if (user.kycLevel1 !== KycState.approved)
      throw new AuthError(AuthCode.kycRequired, 'complete level 1 first');
    if (user.kycLevel2 === KycState.pending || user.kycLevel2 === KycState.approved) {
      throw new AuthError(AuthCode.kycState, 'level 2 is already submitted');
    }
    const dir = path.join(this.dataDir, 'kyc', String(userId));
    await mkdir(dir, { recursive: true, mode: 0o700 });
    const stored: string[] = [];
    for (const [index, image] of images.entries()) {
      const match = IMAGE.exec(image);
      const bytes = match?.[2] ? Buffer.from(match[2], 'base64') : undefined;
      if (!match || !bytes || bytes.length === 0 || bytes.length > MAX_IMAGE_BYTES) {
        throw new AuthError(
          AuthCode.kycState,
          `document ${index + 1} must be a PNG, JPEG or WebP image up to 2 MB`,
        );
      }
      const file = path.join(
        'kyc',
        String(userId),
        `${Date.now()}-${index}.${match[1] === 'jpeg' ? 'jpg' : match[1]}`,
      );
      await writeFile(path.join(this.dataDir, file), bytes, { mode: 0o600 });
      stored.push(file);
    }
    const status = this.autoApprove ? 'approved' : 'pending';
    await this.database.db
      .insert(kycSubmissions)
      .values({ userId, level: 2, documents: stored, status });
    await this.database.db
      .update(users)
      .set({ kycLevel2: this.autoApprove ? KycState.approved : KycState.pending })
      .where(eq(users.id, userId));
    return { status };
  }

  /** Submissions waiting for the operator, newest first. */
  async pending(): Promise<{ userId: number; level: number; submittedAt: number }[]> {
    const rows = await this.database.db
      .select({
        userId: kycSubmissions.userId,
        level: kycSubmissions.level,
        createdAt: kycSubmissions.createdAt,
      })
      .from(kycSubmissions)
      .where(eq(kycSubmissions.status, 'pending'))
      .orderBy(desc(kycSubmissions.createdAt));
    return rows.map((row) => ({
      userId: row.userId,
      level: row.level,
      submittedAt: row.createdAt.getTime(),
    }));
  }

  /**
   * Operator review of the newest pending submission of a level. The user's next status read
   * (user/base/info) sees it: nothing about KYC is cached in the session.
   */
  async review(userId: number, level: 1 | 2, approve: boolean): Promise<boolean> {
    const [submission] = await this.database.db
      .select()
      .from(kycSubmissions)
      .where(
        and(
          eq(kycSubmissions.userId, userId),
          eq(kycSubmissions.level, level),
          eq(kycSubmissions.status, 'pending'),
        ),
      )
      .orderBy(desc(kycSubmissions.createdAt))
      .limit(1);
    if (!submission) return false;
    // Still pending: a correction (submitLevel1) may have replaced it since it was read.
    const reviewed = await this.database.db
      .update(kycSubmissions)
      .set({ status: approve ? 'approved' : 'rejected', reviewedAt: new Date() })
      .where(and(eq(kycSubmissions.id, submission.id), eq(kycSubmissions.status, 'pending')))
      .returning({ id: kycSubmissions.id });
    if (reviewed.length === 0) return false;
    const state = approve ? KycState.approved : KycState.rejected;
    await this.database.db
      .update(users)
      .set(level === 1 ? { kycLevel1: state } : { kycLevel2: state })
      .where(eq(users.id, userId));
    permissionChanged(this.database, userId);
    return true;
  }

  /** Opening a futures account: KYC first, not from a restricted jurisdiction, risk warning accepted. */
  async openFutures(userId: number, acceptRisk: boolean): Promise<WireFuturesOpened> {
    const user = await userById(this.database, userId);
    if (user.kycLevel1 !== KycState.approved) {
      throw new AuthError(AuthCode.kycRequired, 'complete identity verification (KYC) first');
    }
    const place = await jurisdictionOf(this.database, user.residenceCountry);
    if (place.restricted) {
      throw new AuthError(
        AuthCode.restrictedJurisdiction,
        'futures are not available in your country of residence',
        { country: place.country },
      );
    }
    if (!acceptRisk)
      throw new AuthError(
        AuthCode.riskNotAccepted,
        'accept the risk warning to open a futures account',
      );
    await this.database.db
      .insert(futuresAccounts)
      .values({ userId, riskAccepted: true })
      .onConflictDoNothing();
    permissionChanged(this.database, userId);
    return { opened: true };
  }

  async futuresStatus(userId: number): Promise<WireFuturesStatus> {
    const [row] = await this.database.db
      .select()
      .from(futuresAccounts)
      .where(eq(futuresAccounts.userId, userId))
      .limit(1);
    return { opened: !!row, openedAt: row?.openedAt.getTime() ?? null };
  }
}
