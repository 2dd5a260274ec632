import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Language } from '../../lib/contract/wire/language';
import type { Database } from '../db/database';
import { verificationCodes } from '../db/schema';
import { sameDigest, sha256, sixDigitCode } from './crypto-util';
import { AuthCode, AuthError } from './errors';
import type { MessageTransport } from './transports';

/**
 * What a code is for. `common` is the logged-in user's code for a step-up (user/security/stepUp);
 * `contact` goes to a new e-mail address or phone before it replaces the account's.
 */
export type CodePurpose = 'register' | 'login' | 'recover' | 'common' | 'withdraw' | 'contact';

export const CODE_TTL_MS = 10 * 60_000;
export const RESEND_COOLDOWN_MS = 60_000;
/** Wrong guesses per code before it is burnt (a 6-digit code must not be brute-forced). */
const MAX_ATTEMPTS = 5;

/** Subjects and texts in the language of the request that asked for the code. */
const SUBJECTS: Record<Language, Record<CodePurpose, string>> = {
  en: {
    register: 'Your sign-up verification code',
    login: 'Your login verification code',
    recover: 'Your password recovery code',
    common: 'Your verification code',
    withdraw: 'Your withdrawal verification code',
    contact: 'Your code to confirm a new e-mail address or phone',
  },
  ko: {
    register: '회원가입 인증 코드',
    login: '로그인 인증 코드',
    recover: '비밀번호 찾기 인증 코드',
    common: '인증 코드',
    withdraw: '출금 인증 코드',
    contact: '새 이메일 주소 또는 휴대폰 번호 확인 코드',
  },
  ja: {
    register: '会員登録の認証コード',
    login: 'ログインの認証コード',
    recover: 'パスワード再設定の認証コード',
    common: '認証コード',
    withdraw: '出金の認証コード',
    contact: '新しいメールアドレスまたは電話番号の確認コード',
  },
  'zh-hant': {
    register: '註冊驗證碼',
    login: '登入驗證碼',
    recover: '找回密碼驗證碼',
    common: '驗證碼',
    withdraw: '提領驗證碼',
    contact: '新電子郵件地址或手機號碼驗證碼',
  },
};

const TEXTS: Record<Language, (subject: string, code: string) => string> = {
  en: (subject, code) =>
    `${subject}: ${code}. It expires in 10 minutes. If you did not ask for it, ignore this message.`,
  ko: (subject, code) =>
    `${subject}: ${code}. 10분 후에 만료됩니다. 요청하지 않으셨다면 이 메시지를 무시해 주세요.`,
  ja: (subject, code) =>
    `${subject}: ${code}。有効期限は10分です。お心当たりがない場合は、このメッセージを無視してください。`,
  'zh-hant': (subject, code) =>
    `${subject}：${code}。此驗證碼 10 分鐘後失效。如非本人操作，請忽略此訊息。`,
};

/** Six-digit codes by e-mail or SMS: 10-minute expiry, 60 s resend cooldown, single use. */
export class CodeService {
  constructor(
    private readonly database: Database,
    private readonly transport: MessageTransport,
    private readonly now: () => number,
  ) {}

  /**
   * Sends a new code unless one went to the same target for the same purpose less than 60 s ago
   * (102020717 with `data.retryAfterSeconds`). `charge` runs only when a message is really about
   * to go out, so a refused request (cooldown, a budget already spent) costs nothing: a stranger's
   * requests that send nothing cannot use up the owner's sending budget.
   */
  async send(
    purpose: CodePurpose,
    channel: 'email' | 'sms',
    target: string,
    language: Language = 'en',
    charge: () => Promise<void> = async () => undefined,
  ): Promise<{ retryAfterSeconds: number }> {
    const { db } = this.database;
    const [last] = await db
      .select({ createdAt: verificationCodes.createdAt, usedAt: verificationCodes.usedAt })
      .from(verificationCodes)
      .where(and(eq(verificationCodes.purpose, purpose), eq(verificationCodes.target, target)))
      .orderBy(desc(verificationCodes.createdAt))
      .limit(1);
    // The newest code is never superseded, so usedAt on it means it was consumed: a finished step
    // (log out, log in again) needs a fresh code at once rather than a wait.
    const sinceLast = last && !last.usedAt ? this.now() - last.createdAt.getTime() : Infinity;
    if (sinceLast < RESEND_COOLDOWN_MS) {
      throw new AuthError(
        AuthCode.sendCooldown,
        'a code was sent recently, wait before resending',
        {
          retryAfterSeconds: Math.ceil((RESEND_COOLDOWN_MS - sinceLast) / 1000),
        },
      );
    }
    await charge();
    const code = sixDigitCode();
    // Earlier codes for the same purpose stop working once a new one is sent.
    await db
      .update(verificationCodes)
      .set({ usedAt: new Date(this.now()) })
      .where(
        and(
          eq(verificationCodes.purpose, purpose),
          eq(verificationCodes.target, target),
          isNull(verificationCodes.usedAt),
        ),
      );
    const [row] = await db
      .insert(verificationCodes)
      .values({
        purpose,
        target,
        codeHash: sha256(`${purpose}:${target}:${code}`),
        createdAt: new Date(this.now()),
        expiresAt: new Date(this.now() + CODE_TTL_MS),
      })
      .returning({ id: verificationCodes.id });
    const subject = SUBJECTS[language][purpose];
    const text = TEXTS[language](subject, code);
    try {
      if (channel === 'email') await this.transport.sendEmail(target, subject, text, language);
      else await this.transport.sendSms(target, text);
    } catch (error) {
      // Undelivered: forget the code so no cooldown applies to a message nobody received.
      if (row) await db.delete(verificationCodes).where(eq(verificationCodes.id, row.id));
      throw error;
    }
    return { retryAfterSeconds: RESEND_COOLDOWN_MS / 1000 };
  }

  /**
   * Consumes the newest code for the target; 102020714 wrong, 102020715 expired or used up. Each
   * guess first takes one of the code's five attempts in one conditional statement, and only then
   * is compared: concurrent guesses cannot test more than five values between them.
   */
  async verify(purpose: CodePurpose, target: string, code: string): Promise<void> {
    const { db } = this.database;
    const [row] = await db
      .select()
      .from(verificationCodes)
      .where(and(eq(verificationCodes.purpose, purpose), eq(verificationCodes.target, target)))
      .orderBy(desc(verificationCodes.createdAt))
      .limit(1);
    if (!row || row.usedAt) throw new AuthError(AuthCode.wrongCode, 'verification code error');
    const expired = () =>
      new AuthError(AuthCode.expiredCode, 'verification code expired, request a new one');
    if (row.expiresAt.getTime() <= this.now()) throw expired();
    const attempt = await db
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(
        and(
          eq(verificationCodes.id, row.id),
          isNull(verificationCodes.usedAt),
          lt(verificationCodes.attempts, MAX_ATTEMPTS),
        ),
      )
      .returning({ attempts: verificationCodes.attempts });
    if (attempt.length === 0) {
      // Used meanwhile by a concurrent request, or its guesses are spent.
      const [now] = await db
        .select({ usedAt: verificationCodes.usedAt })
        .from(verificationCodes)
        .where(eq(verificationCodes.id, row.id));
      if (now?.usedAt) throw new AuthError(AuthCode.wrongCode, 'verification code error');
      throw expired();
    }
    if (!sameDigest(row.codeHash, sha256(`${purpose}:${target}:${code}`))) {
      throw new AuthError(AuthCode.wrongCode, 'verification code error');
    }
    // The update is conditional so two concurrent requests cannot both consume one code.
    const used = await db
      .update(verificationCodes)
      .set({ usedAt: new Date(this.now()) })
      .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.usedAt)))
      .returning({ id: verificationCodes.id });
    if (used.length === 0) throw new AuthError(AuthCode.wrongCode, 'verification code error');
  }
}
