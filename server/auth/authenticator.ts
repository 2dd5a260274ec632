import QRCode from 'qrcode';
import { and, eq } from 'drizzle-orm';
import type { WireAuthenticatorGuide } from '../../lib/contract/wire/user';
import type { Database } from '../db/database';
import { totpUsedCodes, users } from '../db/schema';
import { sha256 } from './crypto-util';
import { AuthCode, AuthError } from './errors';
import { matchTotp, newTotpSecret, otpauthUrl } from './totp';

const ISSUER = 'Exchange';

/** Google Authenticator binding and checks; an accepted code is recorded and never accepted again. */
export class AuthenticatorService {
  constructor(
    private readonly database: Database,
    private readonly now: () => number,
  ) {}

  /** A fresh secret kept as pending until bound with a valid code. */
  async guide(userId: number, account: string): Promise<WireAuthenticatorGuide> {
    const [user] = await this.database.db.select().from(users).where(eq(users.id, userId));
    if (!user) throw new AuthError(AuthCode.unauthorized, 'not logged in');
    const secret = newTotpSecret();
    await this.database.db
      .update(users)
      .set({ totpPendingSecret: secret })
      .where(eq(users.id, userId));
    const url = otpauthUrl(secret, account, ISSUER);
    const qrCode = await QRCode.toDataURL(url, {
      errorCorrectionLevel: 'M',
      margin: 1,
      width: 200,
    });
    return { secret, otpauthUrl: url, qrCode, bound: user.totpSecret !== null };
  }

  /**
   * Binds the secret shown by `guide` with a valid code from the new app, replacing a bound one
   * (the caller has checked the step-up, which proved the old app's code). Answers whether an
   * authenticator was replaced.
   */
  async bind(userId: number, code: string): Promise<{ replaced: boolean }> {
    const [user] = await this.database.db.select().from(users).where(eq(users.id, userId));
    if (!user?.totpPendingSecret) {
      throw new AuthError(AuthCode.authenticatorState, 'open the authenticator guide first');
    }
    await this.check(userId, user.totpPendingSecret, code);
    await this.database.db
      .update(users)
      .set({ totpSecret: user.totpPendingSecret, totpPendingSecret: null })
      .where(eq(users.id, userId));
    return { replaced: user.totpSecret !== null };
  }

  /**
   * Removes the bound authenticator (the caller has checked the step-up, which proved its current
   * code). The pending secret goes too, so the next binding starts from a new guide and a new
   * secret: nothing shown before the unbinding can be bound again.
   */
  async unbind(userId: number): Promise<void> {
    const [user] = await this.database.db.select().from(users).where(eq(users.id, userId));
    if (!user?.totpSecret)
      throw new AuthError(AuthCode.authenticatorState, 'no authenticator bound');
    await this.database.db
      .update(users)
      .set({ totpSecret: null, totpPendingSecret: null })
      .where(and(eq(users.id, userId), eq(users.totpSecret, user.totpSecret)));
  }

  /** Checks a code against the bound secret; 102020704 when wrong or already used. */
  async verify(userId: number, code: string): Promise<void> {
    const [user] = await this.database.db.select().from(users).where(eq(users.id, userId));
    if (!user?.totpSecret)
      throw new AuthError(AuthCode.authenticatorState, 'no authenticator bound');
    await this.check(userId, user.totpSecret, code);
  }

  private async check(userId: number, secret: string, code: string): Promise<void> {
    const step = matchTotp(secret, code.trim(), this.now());
    if (step === undefined)
      throw new AuthError(AuthCode.wrongAuthenticatorCode, 'authenticator code wrong');
    // The primary key (user, secret, step) makes a replay fail even under concurrency.
    const inserted = await this.database.db
      .insert(totpUsedCodes)
      .values({ userId, secretTag: sha256(secret).slice(0, 16), timeStep: step })
      .onConflictDoNothing()
      .returning({ step: totpUsedCodes.timeStep });
    if (inserted.length === 0) {
      throw new AuthError(AuthCode.wrongAuthenticatorCode, 'authenticator code already used');
    }
  }
}
