import { eq, and } from 'drizzle-orm';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { AuthCode, AuthError } from './errors';
import type { Identity } from './identity';
import { KYC_REVIEWS, type WireUserInfo } from '../../lib/contract/wire/user';

export type UserRow = typeof users.$inferSelect;

/**
 * What user/base/info and log-in answer (lib/contract/wire/user-schemas): never the password hash
 * or the authenticator secret. The anti-phishing code is left out of the
 * answer to a signed API-key request: a leaked read-only key must not hand a phisher the word that
 * makes a fake e-mail look real.
 */
export type UserInfo = WireUserInfo;

const KYC_STATES = KYC_REVIEWS;
export const KycState = { none: 0, pending: 1, approved: 2, rejected: 3 } as const;

export function toUserInfo(user: UserRow, now: number): UserInfo {
  const blocked = user.withdrawBlockedUntil?.getTime();
  return {
    userId: user.id,
    userName: user.userName,
    email: user.email,
    phone: user.phone ? `${user.dialCode ?? ''} ${user.phone}`.trim() : null,
    simpleStatus: user.kycLevel1 === KycState.approved ? 1 : 0,
    superStatus: user.kycLevel2 === KycState.approved ? 1 : 0,
    googleBound: user.totpSecret !== null,
    residenceCountry: user.residenceCountry,
    kycLevel1: KYC_STATES[user.kycLevel1] ?? 'none',
    kycLevel2: KYC_STATES[user.kycLevel2] ?? 'none',
    withdrawBlockedUntil: blocked !== undefined && blocked > now ? blocked : null,
    antiPhishingCode: user.antiPhishingCode,
  };
}

/** The user info a signed API-key request gets: without the anti-phishing code. */
export function toUserInfoForApiKey(user: UserRow, now: number): UserInfo {
  const info = toUserInfo(user, now);
  delete info.antiPhishingCode;
  return info;
}

export async function findUser(
  database: Database,
  identity: Identity,
): Promise<UserRow | undefined> {
  const where =
    identity.kind === 'email'
      ? eq(users.email, identity.email)
      : and(eq(users.dialCode, identity.dialCode), eq(users.phone, identity.mobile));
  const [row] = await database.db.select().from(users).where(where).limit(1);
  return row;
}

export async function userById(database: Database, userId: number): Promise<UserRow> {
  const [row] = await database.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw new AuthError(AuthCode.unauthorized, 'not logged in');
  return row;
}

export function takenError(identity: Identity): AuthError {
  return identity.kind === 'email'
    ? new AuthError(AuthCode.emailTaken, 'e-mail already exists, log in')
    : new AuthError(AuthCode.phoneTaken, 'phone already exists, log in');
}

/** Where codes for this user go: the e-mail when there is one, else the phone. */
export function codeChannelOf(user: UserRow): { channel: 'email' | 'sms'; target: string } {
  if (user.email) return { channel: 'email', target: user.email };
  return { channel: 'sms', target: `${user.dialCode ?? ''}${user.phone ?? ''}` };
}
