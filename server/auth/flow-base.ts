import type { Language } from '../api/language';
import type { Database } from '../db/database';
import type { Logger } from '../logger';
import { codeChannelOf, userById, type UserRow } from './accounts';
import type { AuthenticatorService } from './authenticator';
import type { CodePurpose, CodeService } from './codes';
import { AuthCode, AuthError } from './errors';
import type { LoginHistory, LoginKind } from './login-history';
import type { LoginGuard } from './login-guard';
import { canonicalClientIp } from './ip-address';
import { addressKey, type RateLimiter } from './rate-limiter';
import { describeDevice } from './user-agent';
import type { SessionService } from './sessions';
import type { Factor, TicketService } from './tickets';
import type { SliderService } from './slider';

export const MINUTE = 60_000;

export interface AuthFlowDeps {
  database: Database;
  codes: CodeService;
  sessions: SessionService;
  loginHistory: LoginHistory;
  tickets: TicketService;
  authenticator: AuthenticatorService;
  limiter: RateLimiter;
  guard: LoginGuard;
  slider: SliderService;
  log: Logger;
  now: () => number;
}

export interface Client {
  address: string;
  deviceId: string | undefined;
  /** The User-Agent header, described for login history and the session list. */
  userAgent?: string | undefined;
  /** The request's language (`lang`, `language` header, Accept-Language): e-mails and history. */
  language?: Language | undefined;
}

/** What the login and recovery flows share: failure logging, code sending and code checks. */
export class FlowBase {
  constructor(protected readonly d: AuthFlowDeps) {}

  protected fail(
    event: string,
    client: Client,
    error: AuthError,
    extra: Record<string, unknown> = {},
  ): never {
    // Failures are logged by code and masked target only: never passwords, codes or tokens.
    this.d.log.warn({ event, code: error.code, address: client.address, ...extra }, 'auth failure');
    throw error;
  }

  /** Failures feed the slider trigger of the address and the login guard of the account. */
  protected async noteFailure(client: Client, accountKey: string): Promise<void> {
    const address = addressKey(client.address);
    await this.d.limiter.record(`fail:addr:${address}`, 15 * MINUTE, this.d.limiter.scaled(3));
    await this.d.guard.failed(accountKey, address);
  }

  /**
   * Opens a session for a user who just proved who they are, and writes it into their login
   * history (address, device from the User-Agent, language). A history that cannot be written
   * is logged and does not undo the log-in.
   */
  protected async openSession(userId: number, kind: LoginKind, client: Client): Promise<string> {
    const origin = {
      deviceId: client.deviceId,
      address: canonicalClientIp(client.address),
      device: describeDevice(client.userAgent),
      language: client.language ?? 'en',
    };
    const { token, id } = await this.d.sessions.create(userId, origin);
    try {
      await this.d.loginHistory.record(userId, { kind, sessionId: id, ...origin });
    } catch (error) {
      this.d.log.error({ err: error, userId, event: kind }, 'log-in not written to the history');
    }
    return token;
  }

  protected async sendForUser(
    purpose: CodePurpose,
    user: UserRow,
    client: Client,
  ): Promise<number> {
    await this.d.limiter.consume(`send:user:${user.id}`, 10, 60 * MINUTE);
    await this.d.limiter.consume(`send:addr:${addressKey(client.address)}`, 20, 60 * MINUTE);
    const { channel, target } = codeChannelOf(user);
    try {
      return (await this.d.codes.send(purpose, channel, target, client.language)).retryAfterSeconds;
    } catch (error) {
      if (error instanceof AuthError && error.code === AuthCode.sendCooldown) {
        return Number(error.data?.retryAfterSeconds ?? 60);
      }
      throw error;
    }
  }

  /**
   * The second factor of a sensitive action by a logged-in user (password change, new API key):
   * the authenticator's code when one is bound, else the code sent by `user/common/gateway/send/*`.
   */
  async verifyCommon(userId: number, code: string): Promise<void> {
    await this.verifyUserFactor('common', userId, code);
  }

  /**
   * The same for `purpose`'s own codes (a withdrawal takes only a code sent for withdrawing):
   * the authenticator's code when bound, else the newest e-mail/SMS code of that purpose.
   */
  async verifyUserFactor(
    purpose: 'common' | 'withdraw',
    userId: number,
    code: string,
  ): Promise<void> {
    const user = await userById(this.d.database, userId);
    await this.d.limiter.consume(`verify:${purpose}:user:${userId}`, 10, 10 * MINUTE);
    if (user.totpSecret) await this.d.authenticator.verify(userId, code);
    else await this.d.codes.verify(purpose, codeChannelOf(user).target, code);
  }

  /**
   * Unbinding the authenticator (ours): its current code, counted against the same per-user limit
   * as the other second-factor checks of a logged-in user (10 per 10 minutes).
   */
  async unbindAuthenticator(userId: number, code: string): Promise<void> {
    await this.d.limiter.consume(`verify:common:user:${userId}`, 10, 10 * MINUTE);
    await this.d.authenticator.unbind(userId, code);
    this.d.log.info({ event: 'authenticator-unbound', userId }, 'authenticator unbound');
  }

  protected async checkFactor(
    purpose: CodePurpose,
    userId: number,
    factor: Factor,
    code: string,
    client: Client,
  ): Promise<void> {
    // Per purpose: guessing recovery codes (anyone may start a recovery) must not block the
    // owner's login confirmation, which only someone holding the password can reach.
    await this.d.limiter.consume(`verify:${purpose}:user:${userId}`, 10, 10 * MINUTE);
    await this.d.limiter.consume(`verify:addr:${addressKey(client.address)}`, 60, 10 * MINUTE);
    try {
      if (factor === 'google') await this.d.authenticator.verify(userId, code);
      else
        await this.d.codes.verify(
          purpose,
          codeChannelOf(await userById(this.d.database, userId)).target,
          code,
        );
    } catch (error) {
      if (error instanceof AuthError) {
        await this.noteFailure(client, `user:${userId}`);
        this.fail(`${purpose}-code`, client, error, { userId });
      }
      throw error;
    }
  }
}
