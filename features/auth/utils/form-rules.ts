import { z } from 'zod';

/** Spec §5: 8 to 20 characters with at least three of the four classes. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 20;

export interface PasswordCheck {
  length: boolean;
  upper: boolean;
  lower: boolean;
  digit: boolean;
  special: boolean;
  classes: number;
  ok: boolean;
}

export function checkPassword(password: string): PasswordCheck {
  const upper = /[A-Z]/.test(password);
  const lower = /[a-z]/.test(password);
  const digit = /[0-9]/.test(password);
  const special = /[^A-Za-z0-9]/.test(password);
  const classes = [upper, lower, digit, special].filter(Boolean).length;
  const length = password.length >= PASSWORD_MIN && password.length <= PASSWORD_MAX;
  return { length, upper, lower, digit, special, classes, ok: length && classes >= 3 };
}

export const EMAIL_PATTERN = /^[^\s@]{1,64}@[^\s@.]+(\.[^\s@.]+)+$/;
/** Digits only and never a leading 0 (spec §5). */
export const MOBILE_PATTERN = /^[1-9]\d{3,14}$/;
export const CODE_PATTERN = /^\d{6}$/;

/** Message keys of the Auth namespace, so schemas stay free of translation calls. */
export type AuthMessageKey =
  | 'emailEmpty'
  | 'emailInvalid'
  | 'mobileEmpty'
  | 'mobileInvalid'
  | 'regionEmpty'
  | 'passwordEmpty'
  | 'passwordRule'
  | 'passwordReenter'
  | 'passwordMismatch'
  | 'codeEmpty'
  | 'codeInvalid'
  | 'authenticatorEmpty'
  | 'agreementRequired';

export type Translate = (key: AuthMessageKey) => string;

export type IdentityMode = 'email' | 'mobile';

/** The identity fields shared by the log-in, sign-up and recovery forms. */
export interface IdentityValues {
  mode: IdentityMode;
  email: string;
  dialCode: string;
  mobile: string;
}

/** The dial code a form starts with, from the interface language (Korean wording is the default). */
function defaultDialCode(locale: string): string {
  return { ja: '+81', 'zh-hant': '+886', en: '+44' }[locale] ?? '+82';
}

/** The identity fields a form starts with: e-mail first, the language's dial code ready. */
export function identityDefaults(locale: string): IdentityValues {
  return { mode: 'email', email: '', dialCode: defaultDialCode(locale), mobile: '' };
}

export const identityShape = {
  mode: z.enum(['email', 'mobile']),
  email: z.string(),
  dialCode: z.string(),
  mobile: z.string(),
};

/** E-mail or mobile (with country dial code), checked with the spec's messages. */
export function checkIdentity(value: IdentityValues, ctx: z.RefinementCtx, t: Translate): void {
  if (value.mode === 'email') {
    const email = value.email.trim();
    if (!email) ctx.addIssue({ code: 'custom', path: ['email'], message: t('emailEmpty') });
    else if (!EMAIL_PATTERN.test(email)) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: t('emailInvalid') });
    }
    return;
  }
  if (!value.dialCode) {
    ctx.addIssue({ code: 'custom', path: ['dialCode'], message: t('regionEmpty') });
  }
  const mobile = value.mobile.trim();
  if (!mobile) ctx.addIssue({ code: 'custom', path: ['mobile'], message: t('mobileEmpty') });
  else if (!MOBILE_PATTERN.test(mobile)) {
    ctx.addIssue({ code: 'custom', path: ['mobile'], message: t('mobileInvalid') });
  }
}

export function newPasswordFields(t: Translate) {
  return {
    password: z
      .string()
      .min(1, t('passwordEmpty'))
      .refine((value) => checkPassword(value).ok, t('passwordRule')),
    confirmPassword: z.string().min(1, t('passwordReenter')),
  };
}

/** Adds the "passwords do not match" issue on the re-entry field. */
export function matchPasswords(
  value: { password: string; confirmPassword: string },
  ctx: z.RefinementCtx,
  t: Translate,
): void {
  if (value.confirmPassword && value.password !== value.confirmPassword) {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: t('passwordMismatch') });
  }
}

export function codeSchema(t: Translate, emptyKey: AuthMessageKey = 'codeEmpty') {
  return z.object({
    code: z.string().trim().min(1, t(emptyKey)).regex(CODE_PATTERN, t('codeInvalid')),
  });
}

/** The body fields the v2 endpoints take for an identity. */
export function identityBody(value: IdentityValues): Record<string, string> {
  return value.mode === 'email'
    ? { email: value.email.trim() }
    : { dialCode: value.dialCode, mobile: value.mobile.trim() };
}
