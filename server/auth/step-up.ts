import { and, eq, gt, lte } from 'drizzle-orm';
import type { Language } from '../../lib/contract/wire/language';
import type { WireStepUpGrant } from '../../lib/contract/wire/user';
import type { Database } from '../db/database';
import { stepUps } from '../db/schema';
import type { Logger } from '../logger';
import { userById } from './accounts';
import { AccountSecurityCode, AccountSecurityError } from './account-security-errors';
import { newToken, sha256 } from './crypto-util';
import { AuthCode, AuthError } from './errors';
import { verifyPassword } from './password';
import type { RateLimiter } from './rate-limiter';

const MINUTE = 60_000;

/** How long a step-up lets its session make security changes. */
export const STEP_UP_TTL_MS = 5 * MINUTE;

/** Step-up attempts per session (right or wrong) within `STEP_UP_WINDOW_MS`. */
export const STEP_UP_ATTEMPTS = 10;
export const STEP_UP_WINDOW_MS = 10 * MINUTE;

/**
 * The step-up (issue 30): before a security change (binding, replacing or removing the
 * authenticator, the password, the e-mail or phone, the anti-phishing code, a new API key, a new
 * withdrawal address) a session proves again that its user is there, with the password **and**
 * the current second factor. A stolen session token alone then changes nothing: it knows neither.
 *
 * The answer is a token good for 5 minutes, for the session that asked only (the session token's
 * digest is kept with it). A password or factor change ends every step-up of the user, so the
 * next change is proved with the new credentials.
 */
export class StepUpService {
  constructor(
    private readonly database: Database,
    private readonly limiter: RateLimiter,
    /** The second factor's check: the bound authenticator's code, else the newest `common` code. */
    private readonly verifyFactor: (userId: number, code: string) => Promise<void>,
    private readonly now: () => number,
    private readonly log: Logger,
  ) {}

  async create(
    userId: number,
    sessionToken: string,
    input: { password: string; code: string },
  ): Promise<WireStepUpGrant> {
    if (!input.password)
      throw new AuthError(AuthCode.credentialsEmpty, 'username or password empty');
    const session = sha256(sessionToken);
    // Per session: the thief of a token has one session and cannot make more without the
    // password, so guessing the password through it is slow, and the owner's sessions unaffected.
    await this.limiter.consume(
      `stepup:session:${session.slice(0, 32)}`,
      STEP_UP_ATTEMPTS,
      STEP_UP_WINDOW_MS,
    );
    const user = await userById(this.database, userId);
    if (!(await verifyPassword(input.password, user.passwordHash))) {
      this.log.warn({ event: 'step-up', code: AuthCode.wrongPassword, userId }, 'auth failure');
      throw new AuthError(AuthCode.wrongPassword, 'wrong password');
    }
    if (!input.code) throw new AuthError(AuthCode.wrongCode, 'enter the verification code');
    await this.verifyFactor(userId, input.code);
    const token = newToken();
    const now = this.now();
    const expiresAt = now + STEP_UP_TTL_MS;
    const { db } = this.database;
    await db
      .delete(stepUps)
      .where(and(eq(stepUps.userId, userId), lte(stepUps.expiresAt, new Date(now))));
    await db.insert(stepUps).values({
      tokenHash: sha256(token),
      userId,
      sessionHash: session,
      createdAt: new Date(now),
      expiresAt: new Date(expiresAt),
    });
    this.log.info({ event: 'step-up', userId }, 'step-up granted');
    return { stepUpToken: token, expiresAt };
  }

  /**
   * Refuses (102500003) unless `stepUpToken` is a live step-up of this user made by this session.
   * A signed API-key request has no session (`sessionToken` undefined) and is always refused.
   */
  async require(
    userId: number,
    sessionToken: string | undefined,
    stepUpToken: unknown,
    language: Language,
  ): Promise<void> {
    const refused = () => new AccountSecurityError(AccountSecurityCode.stepUpRequired, language);
    if (sessionToken === undefined || typeof stepUpToken !== 'string') throw refused();
    if (stepUpToken.length < 20 || stepUpToken.length > 100) throw refused();
    const [row] = await this.database.db
      .select({ tokenHash: stepUps.tokenHash })
      .from(stepUps)
      .where(
        and(
          eq(stepUps.tokenHash, sha256(stepUpToken)),
          eq(stepUps.userId, userId),
          eq(stepUps.sessionHash, sha256(sessionToken)),
          gt(stepUps.expiresAt, new Date(this.now())),
        ),
      )
      .limit(1);
    if (!row) throw refused();
  }

  /** Ends every step-up of the user (a password or factor changed). */
  async endAll(userId: number): Promise<void> {
    await this.database.db.delete(stepUps).where(eq(stepUps.userId, userId));
  }
}
