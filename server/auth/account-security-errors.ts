import { ERROR_CODE } from '../../lib/contract/wire/error-codes';
import type { Language } from '../../lib/contract/wire/language';
import { errorWords } from '../error-words';
import { ServiceError } from '../service-error';

/**
 * Codes of the account-security endpoints (ours: the spec has none; documented in
 * server/docs/auth.md): the session list and the anti-phishing code. Business answers, HTTP 200 as
 * every v2 user route's (the web client treats any other status as a network failure), worded in
 * the request's language.
 */
export const AccountSecurityCode = {
  /** No live session of the caller has this id (another user's id answers the same). */
  sessionNotFound: ERROR_CODE.sessionNotFound,
  /** The anti-phishing code is not 4 to 20 letters or digits. */
  invalidAntiPhishingCode: ERROR_CODE.invalidAntiPhishingCode,
  /**
   * A security change without a valid step-up (`stepUpToken` missing, unknown, expired, or made
   * by another session): confirm with the password and the second factor first.
   */
  stepUpRequired: ERROR_CODE.stepUpRequired,
} as const;

export type AccountSecurityCodeValue =
  (typeof AccountSecurityCode)[keyof typeof AccountSecurityCode];

export class AccountSecurityError extends ServiceError {
  declare readonly code: AccountSecurityCodeValue;

  constructor(code: AccountSecurityCodeValue, language: Language) {
    super(code, errorWords(code, language), null, language);
    this.name = 'AccountSecurityError';
  }
}
