import { ERROR_CODE } from '../../lib/contract/wire/error-codes';
import { ServiceError } from '../service-error';

/**
 * Business codes of the user endpoints. Spec §8 names most; the ones marked "ours" are not in
 * the spec and are documented in server/docs/auth.md. Business errors answer HTTP 200 with the code
 * in the envelope (the client treats any other status as a network failure); an unknown, expired
 * or revoked session answers HTTP 401 so the client logs out; throttling answers HTTP 429.
 */
export const AuthCode = {
  unauthorized: ERROR_CODE.unauthorized,
  tooManyRequests: ERROR_CODE.tooManyRequests,
  credentialsEmpty: ERROR_CODE.credentialsEmpty,
  accountEmpty: ERROR_CODE.accountEmpty,
  regionEmpty: ERROR_CODE.regionEmpty,
  wrongAuthenticatorCode: ERROR_CODE.wrongAuthenticatorCode,
  invalidEmail: ERROR_CODE.invalidEmail,
  weakPassword: ERROR_CODE.weakPassword,
  emailTaken: ERROR_CODE.emailTaken,
  phoneTaken: ERROR_CODE.phoneTaken,
  wrongCode: ERROR_CODE.wrongCode,
  expiredCode: ERROR_CODE.expiredCode,
  linkExpired: ERROR_CODE.linkExpired,
  /** ours: a code was sent less than 60 s ago; data.retryAfterSeconds */
  sendCooldown: ERROR_CODE.sendCooldown,
  wrongPassword: ERROR_CODE.wrongPassword,
  /** ours */
  invalidMobile: ERROR_CODE.invalidMobile,
  /** ours: solve the slider first (user/image/getImageConfig, user/slider/risk) */
  sliderRequired: ERROR_CODE.sliderRequired,
  /** ours */
  sliderFailed: ERROR_CODE.sliderFailed,
  /** ours */
  termsNotAgreed: ERROR_CODE.termsNotAgreed,
  /** ours: residence in a restricted jurisdiction (spec §6) */
  restrictedJurisdiction: ERROR_CODE.restrictedJurisdiction,
  /** ours */
  kycRequired: ERROR_CODE.kycRequired,
  /** ours */
  riskNotAccepted: ERROR_CODE.riskNotAccepted,
  /** ours: the authenticator is already bound / not bound */
  authenticatorState: ERROR_CODE.authenticatorState,
  /** ours: KYC submission refused (already pending, approved, or bad input) */
  kycState: ERROR_CODE.kycState,
} as const;

export type AuthCodeValue = (typeof AuthCode)[keyof typeof AuthCode];

export class AuthError extends ServiceError {
  declare readonly code: AuthCodeValue;

  constructor(code: AuthCodeValue, message: string, data: Record<string, unknown> | null = null) {
    super(code, message, data);
    this.name = 'AuthError';
  }
}
