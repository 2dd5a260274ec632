import { z } from 'zod';
import { defaultDialCode, EMAIL_PATTERN, MOBILE_PATTERN } from '@/lib/contact-rules';
import { checkPassword } from '@/lib/password-rule';
import {
  KYC_COUNTRY_LENGTH,
  KYC_ID_NUMBER_PATTERN,
  KYC_REAL_NAME_LENGTH,
} from '@/lib/contract/wire/user';
import type { IdentityInput } from '../api/schemas';

/** Spec §5's password rule lives in lib (the account feature's password change checks it too). */
export { checkPassword, PASSWORD_MAX, PASSWORD_MIN, type PasswordCheck } from '@/lib/password-rule';
/** The e-mail and phone rules live in lib (the account page's e-mail and phone change use them). */
export { defaultDialCode, EMAIL_PATTERN, MOBILE_PATTERN };

export const CODE_PATTERN = /^\d{6}$/;

/**
 * Validation messages are message keys (full paths), translated where they are shown, so the
 * schemas live at module scope and never hold a translated string.
 */
export const VALIDATION = {
  emailEmpty: 'Auth.Validation.emailEmpty',
  emailInvalid: 'Auth.Validation.emailInvalid',
  mobileEmpty: 'Auth.Validation.mobileEmpty',
  mobileInvalid: 'Auth.Validation.mobileInvalid',
  regionEmpty: 'Auth.Validation.regionEmpty',
  passwordEmpty: 'Auth.Validation.passwordEmpty',
  passwordRule: 'Auth.Validation.passwordRule',
  passwordReenter: 'Auth.Validation.passwordReenter',
  passwordMismatch: 'Auth.Validation.passwordMismatch',
  codeEmpty: 'Auth.Validation.codeEmpty',
  codeInvalid: 'Auth.Validation.codeInvalid',
  authenticatorEmpty: 'Auth.Validation.authenticatorEmpty',
  agreementRequired: 'Auth.Validation.agreementRequired',
  realNameInvalid: 'Auth.Validation.realNameInvalid',
  idNumberInvalid: 'Auth.Validation.idNumberInvalid',
  residenceEmpty: 'Auth.Validation.residenceEmpty',
} as const;

export type IdentityMode = 'email' | 'mobile';

/** The identity fields shared by the log-in, sign-up and recovery forms. */
export interface IdentityValues {
  mode: IdentityMode;
  email: string;
  dialCode: string;
  mobile: string;
}

/** The identity fields a form starts with: e-mail first, the language's dial code ready. */
export function identityDefaults(locale: string): IdentityValues {
  return { mode: 'email', email: '', dialCode: defaultDialCode(locale), mobile: '' };
}

const identityShape = {
  mode: z.enum(['email', 'mobile']),
  email: z.string(),
  dialCode: z.string(),
  mobile: z.string(),
};

/** E-mail or mobile (with country dial code): only the fields of the chosen mode are checked. */
function checkIdentity(value: IdentityValues, ctx: z.RefinementCtx): void {
  if (value.mode === 'email') {
    const email = value.email.trim();
    if (!email) ctx.addIssue({ code: 'custom', path: ['email'], message: VALIDATION.emailEmpty });
    else if (!EMAIL_PATTERN.test(email)) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: VALIDATION.emailInvalid });
    }
    return;
  }
  if (!value.dialCode) {
    ctx.addIssue({ code: 'custom', path: ['dialCode'], message: VALIDATION.regionEmpty });
  }
  const mobile = value.mobile.trim();
  if (!mobile) ctx.addIssue({ code: 'custom', path: ['mobile'], message: VALIDATION.mobileEmpty });
  else if (!MOBILE_PATTERN.test(mobile)) {
    ctx.addIssue({ code: 'custom', path: ['mobile'], message: VALIDATION.mobileInvalid });
  }
}

const newPasswordShape = {
  password: z
    .string()
    .min(1, VALIDATION.passwordEmpty)
    .refine((value) => checkPassword(value).ok, VALIDATION.passwordRule),
  confirmPassword: z.string().min(1, VALIDATION.passwordReenter),
};

/** The "passwords do not match" issue goes on the re-entry field. */
function matchPasswords(
  value: { password: string; confirmPassword: string },
  ctx: z.RefinementCtx,
): void {
  if (value.confirmPassword && value.password !== value.confirmPassword) {
    ctx.addIssue({
      code: 'custom',
      path: ['confirmPassword'],
      message: VALIDATION.passwordMismatch,
    });
  }
}

export const identitySchema = z.object(identityShape).superRefine(checkIdentity);

export const logInSchema = z
  .object({ ...identityShape, password: z.string().min(1, VALIDATION.passwordEmpty) })
  .superRefine(checkIdentity);
export type LogInValues = z.input<typeof logInSchema>;

export const signUpSchema = z
  .object({
    ...identityShape,
    ...newPasswordShape,
    inviteCode: z.string().max(32),
    agreement: z.boolean().refine((v) => v, VALIDATION.agreementRequired),
  })
  .superRefine((value, ctx) => {
    checkIdentity(value, ctx);
    matchPasswords(value, ctx);
  });
export type SignUpValues = z.input<typeof signUpSchema>;

export const newPasswordSchema = z.object(newPasswordShape).superRefine(matchPasswords);
export type NewPasswordValues = z.input<typeof newPasswordSchema>;

const codeField = (emptyKey: string) =>
  z.object({
    code: z.string().trim().min(1, emptyKey).regex(CODE_PATTERN, VALIDATION.codeInvalid),
  });
/** A code from an e-mail or SMS. */
export const sentCodeFormSchema = codeField(VALIDATION.codeEmpty);
/** A code from the authenticator app. */
export const authenticatorCodeFormSchema = codeField(VALIDATION.authenticatorEmpty);
export type CodeValues = z.input<typeof sentCodeFormSchema>;

/** KYC level 1 as the form checks it: the contract's limits (user/kyc/level1), with its words. */
export const kycLevelOneFormSchema = z.object({
  realName: z
    .string()
    .trim()
    .min(KYC_REAL_NAME_LENGTH.min, VALIDATION.realNameInvalid)
    .max(KYC_REAL_NAME_LENGTH.max, VALIDATION.realNameInvalid),
  country: z.string().min(KYC_COUNTRY_LENGTH.min, VALIDATION.residenceEmpty),
  idNumber: z.string().trim().regex(KYC_ID_NUMBER_PATTERN, VALIDATION.idNumberInvalid),
});
export type KycLevelOneValues = z.input<typeof kycLevelOneFormSchema>;

/** The identity as the v2 endpoints take it. */
export function identityBody(value: IdentityValues): IdentityInput {
  return value.mode === 'email'
    ? { email: value.email.trim() }
    : { dialCode: value.dialCode, mobile: value.mobile.trim() };
}
