import { eq } from 'drizzle-orm';
import type {
  WireAuthenticatorBound,
  WireAuthenticatorUnbound,
  WireContactChanged,
  WirePasswordChanged,
  WireSentCode,
} from '../../lib/contract/wire/user';
import { users } from '../db/schema';
import { codeChannelOf, findUser, takenError, userById } from './accounts';
import { AuthCode, AuthError } from './errors';
import { FlowBase, MINUTE, type Client } from './flow-base';
import { maskTarget, type Identity } from './identity';
import { canonicalClientIp } from './ip-address';
import { hashPassword, isStrongPassword } from './password';

/**
 * The security changes of a logged-in user whose step-up the route has checked (issue 30):
 * binding, replacing and removing the authenticator, the password, the e-mail or phone. Each is
 * followed by `SecurityChanges.credentialChanged` (other sessions and API keys end, withdrawals
 * from new devices wait 24 hours, the owner is told).
 */
export class SecurityFlows extends FlowBase {
  /** Binds the secret of the last guide with the new app's code, replacing a bound app. */
  async bindAuthenticator(
    userId: number,
    sessionToken: string,
    code: string,
    client: Client,
  ): Promise<WireAuthenticatorBound> {
    await this.d.limiter.consume(`verify:common:user:${userId}`, 10, 10 * MINUTE);
    const { replaced } = await this.d.authenticator.bind(userId, code);
    await this.d.changes.credentialChanged(
      userId,
      {
        kind: replaced ? 'authenticator-replaced' : 'authenticator-bound',
        ip: canonicalClientIp(client.address),
      },
      { language: client.language ?? 'en', keepSessionToken: sessionToken },
    );
    return { bound: true, replaced };
  }

  async unbindAuthenticator(
    userId: number,
    sessionToken: string,
    client: Client,
  ): Promise<WireAuthenticatorUnbound> {
    await this.d.authenticator.unbind(userId);
    await this.d.changes.credentialChanged(
      userId,
      { kind: 'authenticator-unbound', ip: canonicalClientIp(client.address) },
      { language: client.language ?? 'en', keepSessionToken: sessionToken },
    );
    return { bound: false };
  }

  /** The current password was proved by the step-up; the session that changed it stays. */
  async changePassword(
    userId: number,
    sessionToken: string,
    newPassword: string,
    client: Client,
  ): Promise<WirePasswordChanged> {
    if (!newPassword) throw new AuthError(AuthCode.credentialsEmpty, 'username or password empty');
    if (!isStrongPassword(newPassword))
      throw new AuthError(AuthCode.weakPassword, 'password too weak');
    await this.d.database.db
      .update(users)
      .set({ passwordHash: await hashPassword(newPassword, this.d.passwordHashCost) })
      .where(eq(users.id, userId));
    await this.d.changes.credentialChanged(
      userId,
      { kind: 'password-changed', ip: canonicalClientIp(client.address) },
      { language: client.language ?? 'en', keepSessionToken: sessionToken },
    );
    return { changed: true };
  }

  /** A code to the new e-mail address or phone, proving the user receives there. */
  async sendContactCode(userId: number, identity: Identity, client: Client): Promise<WireSentCode> {
    if (await findUser(this.d.database, identity)) throw takenError(identity);
    return this.d.codes.send(
      'contact',
      identity.kind === 'email' ? 'email' : 'sms',
      identity.target,
      client.language,
      () => this.chargeSend('contact', userId, client),
    );
  }

  /**
   * Sets or replaces the account's e-mail or phone with one that received `code`. The old address
   * is told too: it is where the owner reads, if someone else made the change.
   */
  async changeContact(
    userId: number,
    sessionToken: string,
    identity: Identity,
    code: string,
    client: Client,
  ): Promise<WireContactChanged> {
    await this.d.limiter.consume(`verify:contact:user:${userId}`, 10, 10 * MINUTE);
    if (await findUser(this.d.database, identity)) throw takenError(identity);
    await this.d.codes.verify('contact', identity.target, code);
    const before = await userById(this.d.database, userId);
    const oldChannel =
      identity.kind === 'email'
        ? before.email
          ? { channel: 'email' as const, target: before.email }
          : undefined
        : before.phone
          ? { channel: 'sms' as const, target: `${before.dialCode ?? ''}${before.phone}` }
          : undefined;
    try {
      await this.d.database.db
        .update(users)
        .set(
          identity.kind === 'email'
            ? { email: identity.email }
            : { dialCode: identity.dialCode, phone: identity.mobile },
        )
        .where(eq(users.id, userId));
    } catch {
      // Another account took the address between the check and the update (unique index).
      throw takenError(identity);
    }
    await this.d.changes.credentialChanged(
      userId,
      {
        kind: 'contact-changed',
        channel: identity.kind === 'email' ? 'email' : 'phone',
        newTarget: maskTarget(identity),
        ip: canonicalClientIp(client.address),
      },
      {
        language: client.language ?? 'en',
        keepSessionToken: sessionToken,
        // When the replaced address was where the account's messages went, the notice now goes
        // to the new one; the old one, where the owner reads, hears of it as well.
        ...(oldChannel && oldChannel.target === codeChannelOf(before).target
          ? { noticeTo: oldChannel }
          : {}),
      },
    );
    const after = await userById(this.d.database, userId);
    return {
      email: after.email
        ? maskTarget({ kind: 'email', email: after.email, target: after.email })
        : null,
      phone:
        after.phone && after.dialCode
          ? maskTarget({
              kind: 'mobile',
              dialCode: after.dialCode,
              mobile: after.phone,
              target: `${after.dialCode}${after.phone}`,
            })
          : null,
    };
  }
}
