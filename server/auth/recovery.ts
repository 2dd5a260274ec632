import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { codeChannelOf, findUser, userById } from './accounts';
import { AuthCode, AuthError } from './errors';
import { FlowBase, MINUTE, type Client } from './flow-base';
import { maskTarget, type Identity } from './identity';
import { hashPassword, isStrongPassword, verifyPassword } from './password';
import { addressKey } from './rate-limiter';
import type { Factor } from './tickets';

export const WITHDRAW_BLOCK_MS = 24 * 60 * MINUTE;

/** Three-step password recovery and password change (spec §4, §7). */
export class RecoveryFlows extends FlowBase {
  async recoverStart(identity: Identity, client: Client) {
    await this.d.limiter.consume(`recover:addr:${addressKey(client.address)}`, 20, 60 * MINUTE);
    const user = await findUser(this.d.database, identity);
    const factor: Factor = user?.totpSecret
      ? 'google'
      : identity.kind === 'email'
        ? 'email'
        : 'sms';
    const ticket = await this.d.tickets.issue('recover', user?.id ?? 0, factor);
    const retryAfterSeconds =
      user && factor !== 'google' ? await this.sendForUser('recover', user, client) : 60;
    return { ticket, factor, target: maskTarget(identity), retryAfterSeconds };
  }

  async recoverVerify(
    ticket: string,
    code: string,
    client: Client,
  ): Promise<{ resetTicket: string }> {
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
    await this.checkFactor('recover', found.userId, found.factor, code, client);
    await this.d.tickets.consume('recover', ticket, expired);
    return { resetTicket: await this.d.tickets.issue('reset', found.userId, found.factor) };
  }

  async recoverFinish(resetTicket: string, password: string): Promise<void> {
    if (!password) throw new AuthError(AuthCode.credentialsEmpty, 'username or password empty');
    if (!isStrongPassword(password))
      throw new AuthError(AuthCode.weakPassword, 'password too weak');
    const found = await this.d.tickets.consume(
      'reset',
      resetTicket,
      new AuthError(AuthCode.linkExpired, 'security link expired'),
    );
    await this.setPassword(found.userId, password);
  }

  async changePassword(
    userId: number,
    input: { oldPassword: string; newPassword: string; code: string },
    client: Client,
  ) {
    if (!input.oldPassword || !input.newPassword)
      throw new AuthError(AuthCode.credentialsEmpty, 'username or password empty');
    if (!isStrongPassword(input.newPassword))
      throw new AuthError(AuthCode.weakPassword, 'password too weak');
    const user = await userById(this.d.database, userId);
    await this.d.limiter.consume(`verify:common:user:${userId}`, 10, 10 * MINUTE);
    if (!(await verifyPassword(input.oldPassword, user.passwordHash))) {
      this.fail(
        'change-password',
        client,
        new AuthError(AuthCode.wrongPassword, 'wrong password'),
        { userId },
      );
    }
    if (user.totpSecret) await this.d.authenticator.verify(userId, input.code);
    else await this.d.codes.verify('common', codeChannelOf(user).target, input.code);
    await this.setPassword(userId, input.newPassword);
  }

  /** New hash, every session revoked, withdrawals from a new device blocked for 24 hours (spec §4). */
  private async setPassword(userId: number, password: string): Promise<void> {
    await this.d.database.db
      .update(users)
      .set({
        passwordHash: await hashPassword(password),
        withdrawBlockedUntil: new Date(this.d.now() + WITHDRAW_BLOCK_MS),
      })
      .where(eq(users.id, userId));
    const revoked = await this.d.sessions.revokeAll(userId);
    this.d.log.info({ event: 'password-set', userId, revoked }, 'password changed');
  }
}
