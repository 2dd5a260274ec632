import { eq } from 'drizzle-orm';
import type { WireResetTicket, WireStepTicket } from '../../lib/contract/wire/user';
import { users } from '../db/schema';
import { findUser, userById } from './accounts';
import { AuthCode, AuthError } from './errors';
import { FlowBase, MINUTE, type Client } from './flow-base';
import { canonicalClientIp } from './ip-address';
import { maskTarget, type Identity } from './identity';
import { hashPassword, isStrongPassword } from './password';
import { addressKey } from './rate-limiter';
import type { Factor } from './tickets';

/** Recovery starts per requesting address an hour (known and unknown accounts alike). */
export const RECOVER_STARTS_PER_ADDRESS = 20;

/**
 * Three-step password recovery (spec §4, §7): the e-mail or SMS code first, then, for an account
 * with an authenticator, its code too with the new password. Anyone may start a recovery for any
 * address, so the first step answers alike in status, body and timing whether the account exists,
 * whether its budget is spent or a code was sent a moment ago (the code goes out in the
 * background), and nothing it does can keep the owner from logging in.
 */
export class RecoveryFlows extends FlowBase {
  async recoverStart(identity: Identity, client: Client): Promise<WireStepTicket> {
    await this.d.limiter.consume(
      `recover:addr:${addressKey(client.address)}`,
      RECOVER_STARTS_PER_ADDRESS,
      60 * MINUTE,
    );
    const user = await findUser(this.d.database, identity);
    // The code always goes to the address the recovery names: the factor tells nothing about
    // whether the account has an authenticator (that is asked after the code, with the password).
    const factor: Factor = identity.kind === 'email' ? 'email' : 'sms';
    const ticket = await this.d.tickets.issue('recover', user?.id ?? 0, factor);
    if (user) this.sendQuietly('recover', user, client);
    return { ticket, factor, target: maskTarget(identity), retryAfterSeconds: 60 };
  }

  async recoverVerify(ticket: string, code: string, client: Client): Promise<WireResetTicket> {
    const expired = new AuthError(AuthCode.linkExpired, 'security link expired');
    const found = await this.d.tickets.peek('recover', ticket, expired);
    if (found.userId === 0) {
      await this.noteFailure(client, `ticket:${ticket.slice(0, 8)}`);
      this.fail(
        'recover-code',
        client,
        new AuthError(AuthCode.wrongCode, 'verification code error'),
      );
    }
    // A recovery ticket issued before this rule named the authenticator: its code is checked now.
    await this.checkFactor('recover', found.userId, found.factor, code, client);
    await this.d.tickets.consume('recover', ticket, expired);
    const user = await userById(this.d.database, found.userId);
    const authenticatorRequired = found.factor !== 'google' && user.totpSecret !== null;
    const resetTicket = await this.d.tickets.issue(
      'reset',
      found.userId,
      authenticatorRequired ? 'google' : found.factor,
    );
    return { resetTicket, authenticatorRequired };
  }

  async recoverFinish(
    resetTicket: string,
    password: string,
    authenticatorCode: string,
    client: Client,
  ): Promise<void> {
    if (!password) throw new AuthError(AuthCode.credentialsEmpty, 'username or password empty');
    if (!isStrongPassword(password))
      throw new AuthError(AuthCode.weakPassword, 'password too weak');
    const expired = new AuthError(AuthCode.linkExpired, 'security link expired');
    const found = await this.d.tickets.peek('reset', resetTicket, expired);
    if (found.factor === 'google') {
      await this.checkFactor('recover', found.userId, 'google', authenticatorCode, client);
    }
    await this.d.tickets.consume('reset', resetTicket, expired);
    await this.d.database.db
      .update(users)
      .set({ passwordHash: await hashPassword(password, this.d.passwordHashCost) })
      .where(eq(users.id, found.userId));
    await this.d.changes.credentialChanged(
      found.userId,
      { kind: 'password-reset', ip: canonicalClientIp(client.address) },
      { language: client.language ?? 'en', keepSessionToken: undefined },
    );
  }
}
