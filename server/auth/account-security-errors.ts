import type { Language } from '../../lib/contract/wire/language';
import { ServiceError } from '../service-error';

/**
 * Codes of the account-security endpoints (ours: the spec has none; documented in
 * server/docs/auth.md): the session list and the anti-phishing code. Business answers, HTTP 200 as
 * every v2 user route's (the web client treats any other status as a network failure), worded in
 * the request's language.
 */
export const AccountSecurityCode = {
  /** No live session of the caller has this id (another user's id answers the same). */
  sessionNotFound: 102500001,
  /** The anti-phishing code is not 4 to 20 letters or digits. */
  invalidAntiPhishingCode: 102500002,
  /**
   * A security change without a valid step-up (`stepUpToken` missing, unknown, expired, or made
   * by another session): confirm with the password and the second factor first.
   */
  stepUpRequired: 102500003,
} as const;

export type AccountSecurityCodeValue =
  (typeof AccountSecurityCode)[keyof typeof AccountSecurityCode];

const TEXTS: Record<AccountSecurityCodeValue, Record<Language, string>> = {
  [AccountSecurityCode.sessionNotFound]: {
    en: 'session not found or already ended',
    ko: '세션을 찾을 수 없거나 이미 종료되었습니다',
    ja: 'セッションが見つからないか、すでに終了しています',
    'zh-hant': '找不到此登入工作階段，或已結束',
  },
  [AccountSecurityCode.invalidAntiPhishingCode]: {
    en: 'the anti-phishing code must be 4 to 20 letters or digits',
    ko: '피싱 방지 코드는 영문 또는 숫자 4~20자로 입력해 주세요',
    ja: 'フィッシング対策コードは4～20文字の英数字で入力してください',
    'zh-hant': '防釣魚碼須為 4 至 20 個英文字母或數字',
  },
  [AccountSecurityCode.stepUpRequired]: {
    en: 'confirm with your password and second factor first (security verification missing or expired)',
    ko: '먼저 비밀번호와 2단계 인증으로 본인 확인을 해 주세요(보안 인증이 없거나 만료되었습니다)',
    ja: '先にパスワードと2段階認証で本人確認をしてください（セキュリティ認証がないか、期限切れです）',
    'zh-hant': '請先以密碼及第二重驗證確認身分（安全驗證不存在或已過期）',
  },
};

export class AccountSecurityError extends ServiceError {
  declare readonly code: AccountSecurityCodeValue;

  constructor(code: AccountSecurityCodeValue, language: Language) {
    super(code, TEXTS[code][language]);
    this.name = 'AccountSecurityError';
  }
}
