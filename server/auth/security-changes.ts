import { eq } from 'drizzle-orm';
import type { Language } from '../../lib/contract/wire/language';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import type { Logger } from '../logger';
import type { ApiKeyService } from './api-keys';
import type { SecurityEvent, SecurityNotices } from './security-notices';
import type { SessionService } from './sessions';
import type { StepUpService } from './step-up';

/** Withdrawals from a new device wait this long after a password or factor change (spec §4). */
export const WITHDRAW_BLOCK_MS = 24 * 60 * 60_000;

/** The security events that change a credential (what `credentialChanged` takes). */
export type CredentialEvent = Extract<
  SecurityEvent,
  {
    kind:
      | 'password-changed'
      | 'password-reset'
      | 'authenticator-bound'
      | 'authenticator-replaced'
      | 'authenticator-unbound'
      | 'contact-changed';
  }
>;

/**
 * What follows every change of a password or second factor (issue 30), whoever made it: if it was
 * not the owner, the owner must get the account back before the money leaves.
 * - withdrawals from a device that had no session before the change wait 24 hours;
 * - every other session ends (a reset, made without a session, ends them all);
 * - every API key is deleted (a key made before the change would otherwise keep trading);
 * - every step-up ends (the next change is proved with the new credentials);
 * - the owner gets a security notice in the request's language, with the anti-phishing code.
 */
export class SecurityChanges {
  constructor(
    private readonly deps: {
      database: Database;
      sessions: SessionService;
      apiKeys: ApiKeyService;
      stepUps: StepUpService;
      notices: SecurityNotices;
      now: () => number;
      log: Logger;
    },
  ) {}

  async credentialChanged(
    userId: number,
    event: CredentialEvent,
    options: {
      language: Language;
      /** The session that made the change stays; without one (a reset), every session ends. */
      keepSessionToken: string | undefined;
      /** Where the notice goes instead of the account's own address (the old one, for a contact change). */
      noticeTo?: { channel: 'email' | 'sms'; target: string };
    },
  ): Promise<void> {
    const { database, sessions, apiKeys, stepUps, notices, now, log } = this.deps;
    await database.db
      .update(users)
      .set({ withdrawBlockedUntil: new Date(now() + WITHDRAW_BLOCK_MS) })
      .where(eq(users.id, userId));
    await stepUps.endAll(userId);
    const keys = await apiKeys.revokeAll(userId);
    const ended =
      options.keepSessionToken === undefined
        ? await sessions.revokeAll(userId)
        : await sessions.revokeOthers(userId, options.keepSessionToken);
    log.info(
      { event: 'credential-changed', kind: event.kind, userId, sessionsEnded: ended, keys },
      'credential changed',
    );
    if (options.noticeTo) void notices.send(userId, event, options.language, options.noticeTo);
    notices.notify(userId, event, options.language);
  }
}
