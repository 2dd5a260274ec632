import { ServiceError } from '../service-error';

/**
 * Business codes of the user endpoints. Spec §8 names most; the ones marked "ours" are not in
 * the spec and are documented in server/docs/auth.md. Business errors answer HTTP 200 with the code
 * in the envelope (the client treats any other status as a network failure); an unknown, expired
 * or revoked session answers HTTP 401 so the client logs out; throttling answers HTTP 429.
 */
export const AuthCode = {
  unauthorized: 401,
  tooManyRequests: 429,
  credentialsEmpty: 102020502,
  accountEmpty: 102020503,
  regionEmpty: 102020504,
  wrongAuthenticatorCode: 102020704,
  invalidEmail: 102020710,
  weakPassword: 102020711,
  emailTaken: 102020712,
  phoneTaken: 102020713,
  wrongCode: 102020714,
  expiredCode: 102020715,
  linkExpired: 102020716,
  /** ours: a code was sent less than 60 s ago; data.retryAfterSeconds */
  sendCooldown: 102020717,
  wrongPassword: 102020718,
  /** ours */
  invalidMobile: 102020719,
  /** ours: solve the slider first (user/image/getImageConfig, user/slider/risk) */
  sliderRequired: 102020720,
  /** ours */
  sliderFailed: 102020721,
  /** ours */
  termsNotAgreed: 102020722,
  /** ours: residence in a restricted jurisdiction (spec §6) */
  restrictedJurisdiction: 102020723,
  /** ours */
  kycRequired: 102020724,
  /** ours */
  riskNotAccepted: 102020725,
  /** ours: the authenticator is already bound / not bound */
  authenticatorState: 102020726,
  /** ours: KYC submission refused (already pending, approved, or bad input) */
  kycState: 102020727,
} as const;

export type AuthCodeValue = (typeof AuthCode)[keyof typeof AuthCode];

export class AuthError extends ServiceError {
  declare readonly code: AuthCodeValue;

  constructor(code: AuthCodeValue, message: string, data: Record<string, unknown> | null = null) {
    super(code, message, data);
    this.name = 'AuthError';
  }
}
