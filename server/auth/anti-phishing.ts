import { eq } from 'drizzle-orm';
import type { Language } from '../../lib/contract/wire/language';
import {
  ANTI_PHISHING_CODE_PATTERN,
  type WireAntiPhishingChanged,
} from '../../lib/contract/wire/security';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { AccountSecurityCode, AccountSecurityError } from './account-security-errors';
import type { MessageTransport } from './transports';

const LINE: Record<Language, (code: string) => string> = {
  en: (code) => `Your anti-phishing code: ${code}`,
  ko: (code) => `피싱 방지 코드: ${code}`,
  ja: (code) => `フィッシング対策コード: ${code}`,
  'zh-hant': (code) => `防釣魚碼：${code}`,
};

/** The first line of an e-mail to a user who set a code, in the e-mail's language. */
export function antiPhishingLine(language: Language, code: string): string {
  return LINE[language](code);
}

/**
 * The anti-phishing code (issue 16): a word the user picks, printed at the top of every e-mail the
 * server sends to that user, so a message without it (or with a wrong one) is not ours. Shown to
 * the logged-in user in full (as Binance does); never to a signed API-key request. Its form is the
 * contract's (ANTI_PHISHING_CODE_PATTERN); another is refused with its business code.
 */
export class AntiPhishingService {
  constructor(private readonly database: Database) {}

  /** Sets or replaces the user's code (the route has checked the step-up). */
  async set(userId: number, code: string, language: Language): Promise<WireAntiPhishingChanged> {
    if (!ANTI_PHISHING_CODE_PATTERN.test(code))
      throw new AccountSecurityError(AccountSecurityCode.invalidAntiPhishingCode, language);
    await this.database.db
      .update(users)
      .set({ antiPhishingCode: code })
      .where(eq(users.id, userId));
    return { antiPhishingCode: code };
  }

  /** The code of the account with this e-mail address (stored lower-case), if it set one. */
  async codeForEmail(email: string): Promise<string | undefined> {
    const [row] = await this.database.db
      .select({ code: users.antiPhishingCode })
      .from(users)
      .where(eq(users.email, email.trim().toLowerCase()))
      .limit(1);
    return row?.code ?? undefined;
  }
}

/**
 * Every e-mail goes through this: when the address belongs to a user with an anti-phishing code,
 * the code heads the text. Whatever sends mail (codes, listing answers, what comes later) cannot
 * forget it. If the code cannot be read the e-mail is not sent: one without it would teach the
 * user to trust mail that lacks it.
 */
export class AntiPhishingMail implements MessageTransport {
  constructor(
    private readonly inner: MessageTransport,
    private readonly codeFor: (email: string) => Promise<string | undefined>,
  ) {}

  async sendEmail(to: string, subject: string, text: string, language?: Language): Promise<void> {
    const code = await this.codeFor(to);
    const body = code ? `${antiPhishingLine(language ?? 'en', code)}\n\n${text}` : text;
    await this.inner.sendEmail(to, subject, body, language);
  }

  sendSms(to: string, text: string): Promise<void> {
    return this.inner.sendSms(to, text);
  }
}
