import { users } from '../db/schema';
import {
  codeChannelOf,
  findUser,
  takenError,
  toUserInfo,
  userById,
  type UserRow,
} from './accounts';
import type { WireSentCode, WireSessionGrant, WireStepTicket } from '../../lib/contract/wire/user';
import { AuthCode, AuthError } from './errors';
import { FlowBase, MINUTE, type Client } from './flow-base';
import { maskTarget, type Identity } from './identity';
import { decoyHash, hashPassword, isStrongPassword, verifyPassword } from './password';
import { addressKey } from './rate-limiter';
import { canonicalClientIp } from './ip-address';
import { describeDevice } from './user-agent';
import { LOGIN_GUARD } from './login-guard';
import { loginTicketExpired, type Factor } from './tickets';

export type { AuthFlowDeps, Client } from './flow-base';

/** Sign-up and two-step login (spec §1, §5, §7). */
export class AuthFlows extends FlowBase {
  async checkAvailable(identity: Identity): Promise<void> {
    if (await findUser(this.d.database, identity)) throw takenError(identity);
  }

  async sendRegisterCode(identity: Identity, client: Client): Promise<WireSentCode> {
    await this.checkAvailable(identity);
    return this.d.codes.send(
      'register',
      identity.kind === 'email' ? 'email' : 'sms',
      identity.target,
      client.language,
      () => this.chargeSend('register', undefined, client),
    );
  }

  async register(
    identity: Identity,
    input: { code: string; password: string; inviteCode: string | undefined; agreed: boolean },
    client: Client,
  ): Promise<WireSessionGrant> {
    if (!input.password)
      throw new AuthError(AuthCode.credentialsEmpty, 'username or password empty');
    if (!isStrongPassword(input.password))
      throw new AuthError(AuthCode.weakPassword, 'password too weak');
    if (!input.agreed)
      throw new AuthError(AuthCode.termsNotAgreed, 'agree to the terms and privacy policy');
    await this.checkAvailable(identity);
    await this.d.limiter.consume(`code:${identity.target}`, 10, 10 * MINUTE);
    try {
      await this.d.codes.verify('register', identity.target, input.code);
    } catch (error) {
      if (error instanceof AuthError)
        this.fail('register', client, error, { target: maskTarget(identity) });
      throw error;
    }
    const passwordHash = await hashPassword(input.password, this.d.passwordHashCost);
    let user: UserRow | undefined;
    try {
      [user] = await this.d.database.db
        .insert(users)
        .values({
          email: identity.kind === 'email' ? identity.email : null,
          dialCode: identity.kind === 'mobile' ? identity.dialCode : null,
          phone: identity.kind === 'mobile' ? identity.mobile : null,
          passwordHash,
          inviteCode: input.inviteCode?.slice(0, 32) || null,
          createdAt: new Date(this.d.now()),
        })
        .returning();
    } catch {
      // A concurrent sign-up took the address between the check and the insert.
      throw takenError(identity);
    }
    if (!user) throw takenError(identity);
    this.d.log.info({ event: 'register', userId: user.id }, 'account created');
    const token = await this.openSession(user.id, 'register', client);
    return { token, info: toUserInfo(user, this.d.now()) };
  }

  /**
   * The slider is demanded from an address after a burst (many requests in a minute), after
   * repeated failures from it, or after a few failures on this one account from it.
   */
  private async sliderGate(
    client: Client,
    account: string,
    sliderToken: string | undefined,
  ): Promise<void> {
    const address = addressKey(client.address);
    const burstLimit = this.d.limiter.scaled(10);
    const burst = await this.d.limiter.record(`burst:${address}`, MINUTE, burstLimit + 1);
    const failures = await this.d.limiter.count(`fail:addr:${address}`, 15 * MINUTE);
    const onAccount = await this.d.guard.pairFailures(account, address);
    if (
      burst <= burstLimit &&
      failures < this.d.limiter.scaled(3) &&
      onAccount < LOGIN_GUARD.freeFailures
    )
      return;
    if (this.d.slider.redeem(sliderToken, client.address)) return;
    this.fail(
      'slider',
      client,
      new AuthError(AuthCode.sliderRequired, 'complete the slider check first'),
    );
  }

  async loginCheck(
    identity: Identity,
    password: string,
    sliderToken: string | undefined,
    client: Client,
  ): Promise<WireStepTicket> {
    if (!password) throw new AuthError(AuthCode.credentialsEmpty, 'username or password empty');
    const address = addressKey(client.address);
    const account = identity.target;
    try {
      await this.d.limiter.consume(`login:addr:${address}`, 60, 10 * MINUTE);
      await this.d.guard.waitIsOver(account, address);
    } catch (error) {
      if (error instanceof AuthError) this.fail('login', client, error);
      throw error;
    }
    await this.sliderGate(client, account, sliderToken);
    const guarded = await this.d.guard.guarded(account);
    const user = await findUser(this.d.database, identity);
    const ok = await verifyPassword(
      password,
      user?.passwordHash ?? (await decoyHash(this.d.passwordHashCost)),
    );
    const factor: Factor = user?.totpSecret
      ? 'google'
      : identity.kind === 'email'
        ? 'email'
        : 'sms';
    const target = maskTarget(identity);
    if (guarded)
      return this.guardedAnswer(user && ok ? user : undefined, factor, account, target, client);
    if (!user || !ok) {
      await this.noteFailure(client, account);
      this.fail('login', client, new AuthError(AuthCode.wrongPassword, 'wrong password'), {
        target,
      });
    }
    await this.d.guard.succeeded(account, address);
    const ticket = await this.d.tickets.issue('login', user.id, factor);
    let retryAfterSeconds = 0;
    if (factor !== 'google') retryAfterSeconds = await this.sendForUser('login', user, client);
    return { ticket, factor, target, retryAfterSeconds };
  }

  /**
   * A guarded account answers and counts every attempt alike, right password or wrong: a ticket,
   * the same wait, the code (if any) sent in the background so the timing tells nothing. Only the
   * owner's ticket can be confirmed, with the code that reached the owner; a wrong password's
   * ticket (user 0) refuses every code, and no message is sent for it.
   */
  private async guardedAnswer(
    user: UserRow | undefined,
    factor: Factor,
    account: string,
    target: string,
    client: Client,
  ): Promise<WireStepTicket> {
    await this.noteFailure(client, account);
    const ticket = await this.d.tickets.issue('login', user?.id ?? 0, factor);
    if (!user) {
      this.d.log.warn(
        { event: 'login', code: AuthCode.wrongPassword, address: client.address, target },
        'auth failure on a guarded account',
      );
    } else if (factor !== 'google') {
      this.sendQuietly('login', user, client);
    }
    return { ticket, factor, target, retryAfterSeconds: factor === 'google' ? 0 : 60 };
  }

  /** Sends a code to the user's own address; a cooldown still leaves the previous code valid. */
  async loginConfirm(ticket: string, code: string, client: Client): Promise<WireSessionGrant> {
    if (!code) throw new AuthError(AuthCode.wrongCode, 'enter the verification code');
    const found = await this.d.tickets.peek('login', ticket, loginTicketExpired());
    if (found.userId === 0) await this.refuseDecoy(ticket, found.factor, client);
    await this.checkFactor('login', found.userId, found.factor, code, client);
    await this.d.tickets.consume('login', ticket, loginTicketExpired());
    const token = await this.openSession(found.userId, 'login', client);
    this.d.log.info({ event: 'login', userId: found.userId }, 'logged in');
    this.d.notices.notify(
      found.userId,
      {
        kind: 'login',
        ip: canonicalClientIp(client.address),
        device: describeDevice(client.userAgent),
      },
      client.language ?? 'en',
    );
    return { token, info: toUserInfo(await userById(this.d.database, found.userId), this.d.now()) };
  }

  /**
   * The ticket of a wrong password on a guarded account: every code is wrong, answered as a real
   * ticket answers wrong codes (the same limits, and "expired" once five guesses burnt the code).
   */
  private async refuseDecoy(ticket: string, factor: Factor, client: Client): Promise<never> {
    const key = ticket.slice(0, 16);
    await this.d.limiter.consume(`verify:login:decoy:${key}`, 10, 10 * MINUTE);
    await this.d.limiter.consume(`verify:addr:${addressKey(client.address)}`, 60, 10 * MINUTE);
    const guesses = await this.d.limiter.record(`decoy:${key}`, 10 * MINUTE, 6);
    await this.noteFailure(client, `ticket:${key}`);
    this.fail(
      'login-code',
      client,
      factor === 'google'
        ? new AuthError(AuthCode.wrongAuthenticatorCode, 'authenticator code wrong')
        : guesses > 5
          ? new AuthError(AuthCode.expiredCode, 'verification code expired, request a new one')
          : new AuthError(AuthCode.wrongCode, 'verification code error'),
    );
  }

  /**
   * Resend for a pending login or recovery step (the ticket names the user). A recovery ticket is
   * answered alike whoever it belongs to (the code goes out in the background, budgets and cooldown
   * unseen); a login ticket, which only the password opened, says when to try again.
   */
  async resendForTicket(
    kind: 'login' | 'recover',
    ticket: string,
    client: Client,
  ): Promise<WireSentCode> {
    const found = await this.d.tickets.peek(kind, ticket, loginTicketExpired());
    if (found.factor === 'google')
      throw new AuthError(AuthCode.authenticatorState, 'use your authenticator app');
    if (found.userId === 0) return { retryAfterSeconds: 60 };
    const user = await userById(this.d.database, found.userId);
    if (kind === 'recover') {
      this.sendQuietly('recover', user, client);
      return { retryAfterSeconds: 60 };
    }
    const { channel, target } = codeChannelOf(user);
    return this.d.codes.send(kind, channel, target, client.language, () =>
      this.chargeSend(kind, user.id, client),
    );
  }

  /** A code to the logged-in user's own e-mail or phone, for a step-up (`common`). */
  async sendCommon(
    userId: number,
    channel: 'email' | 'sms',
    client: Client,
  ): Promise<WireSentCode> {
    const user = await userById(this.d.database, userId);
    const target =
      channel === 'email' ? user.email : user.phone ? `${user.dialCode ?? ''}${user.phone}` : null;
    if (!target)
      throw new AuthError(
        AuthCode.accountEmpty,
        `no ${channel === 'email' ? 'e-mail' : 'phone'} on this account`,
      );
    return this.d.codes.send('common', channel, target, client.language, () =>
      this.chargeSend('common', user.id, client),
    );
  }

  /**
   * A code for a sensitive action of a logged-in user (`withdraw`), to the account's own channel
   * (e-mail, else phone); refused with 102020726 when the authenticator is bound (its code is
   * the second factor then).
   */
  async sendForAction(
    purpose: 'withdraw',
    userId: number,
    client: Client,
  ): Promise<{ channel: 'email' | 'sms'; resendAfterSeconds: number }> {
    const user = await userById(this.d.database, userId);
    if (user.totpSecret)
      throw new AuthError(AuthCode.authenticatorState, 'use your authenticator app');
    const { channel } = codeChannelOf(user);
    return { channel, resendAfterSeconds: await this.sendForUser(purpose, user, client) };
  }

  /** Step 1: the answer has the same shape whether or not the account exists. */
}
