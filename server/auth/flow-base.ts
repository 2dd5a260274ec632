import type { Language } from '../../lib/contract/wire/language';
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
import type { SecurityChanges } from './security-changes';
import type { SecurityEvent, SecurityNotices } from './security-notices';

export const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Sending budgets, charged only for a message that really goes out (never for a refusal, a
 * cooldown or an unknown account), each purpose its own: nobody can spend the owner's login codes
 * by asking for recovery codes.
 */
export const SEND_BUDGETS = {
  /** Codes per account and purpose an hour (login, step-up, withdrawal, new contact). */
  perAccountPurpose: 10,
  /**
   * Recovery codes per account and requesting address an hour: anyone may start a recovery, so
   * strangers elsewhere cannot use up the owner's; the 60 s cooldown per address bounds the mail
   * an account can be sent.
   */
  recoverPerAccountAddress: 5,
  /** Codes sent on the requests of one address an hour, whatever the account. */
  perAddress: 20,
} as const;

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
  notices: SecurityNotices;
  /** What follows a password or factor change (sessions, API keys, withdrawals, the notice). */
  changes: SecurityChanges;
  log: Logger;
  now: () => number;
  /** scrypt's N for new password hashes (config.auth.passwordHashCost). */
  passwordHashCost: number;
}

export interface Client {
  address: string;
  /** The `device-id` header: the client's word, recorded, never trusted for a rule. */
  deviceId: string | undefined;
  /**
   * The digest of the device credential the server issued to this browser (the httpOnly
   * `exch_device` cookie, api/device-credential.ts): what "a known device" means.
   */
  deviceKeyHash?: string | undefined;
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
      deviceKeyHash: client.deviceKeyHash,
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

  /**
   * Sends the user a code of `purpose` to the account's own address and answers the seconds until
   * another may be sent (during a cooldown, the time left: the code already sent stays valid).
   */
  protected async sendForUser(
    purpose: CodePurpose,
    user: UserRow,
    client: Client,
  ): Promise<number> {
    const { channel, target } = codeChannelOf(user);
    try {
      const sent = await this.d.codes.send(purpose, channel, target, client.language, () =>
        this.chargeSend(purpose, user.id, client),
      );
      return sent.retryAfterSeconds;
    } catch (error) {
      if (error instanceof AuthError && error.code === AuthCode.sendCooldown) {
        return Number(error.data?.retryAfterSeconds ?? 60);
      }
      throw error;
    }
  }

  /** The budgets a message about to be sent costs (429 when one is spent: nothing is sent). */
  protected async chargeSend(
    purpose: CodePurpose,
    userId: number | undefined,
    client: Client,
  ): Promise<void> {
    const address = addressKey(client.address);
    await this.d.limiter.consume(`send:addr:${address}`, SEND_BUDGETS.perAddress, HOUR);
    if (userId === undefined) return;
    if (purpose === 'recover') {
      await this.d.limiter.consume(
        `send:recover:user:${userId}:${address}`,
        SEND_BUDGETS.recoverPerAccountAddress,
        HOUR,
      );
    } else {
      await this.d.limiter.consume(
        `send:${purpose}:user:${userId}`,
        SEND_BUDGETS.perAccountPurpose,
        HOUR,
      );
    }
  }

  /**
   * A code sent without making the answer wait or tell anything: recovery answers a stranger the
   * same whether the account exists, whether a budget is spent and however long delivery takes.
   */
  protected sendQuietly(purpose: CodePurpose, user: UserRow, client: Client): void {
    void this.sendForUser(purpose, user, client).catch((error: unknown) =>
      this.d.log.warn(
        {
          event: `${purpose}-send`,
          userId: user.id,
          code: error instanceof AuthError ? error.code : 0,
        },
        'code not sent',
      ),
    );
  }

  /**
   * The second factor of a step-up (user/security/stepUp, before any security change): the
   * authenticator's code when one is bound, else the code sent by `user/common/gateway/send/*`.
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

  /** A security notice to the owner (a withdrawal requested, an API key made …), not awaited. */
  notify(userId: number, event: SecurityEvent, language: Language): void {
    this.d.notices.notify(userId, event, language);
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
