import { z } from 'zod';
import { EMAIL_PATTERN, MOBILE_PATTERN } from '@/lib/contact-rules';
import { ANTI_PHISHING_CODE_PATTERN, API_KEY_LABEL_MAX_LENGTH } from '@/lib/contract/wire/security';
import { checkPassword } from '@/lib/password-rule';
import { checkIpList } from './ip-allow-list';

/**
 * Validation messages are message keys (full paths), translated where they are shown, so the
 * schemas live at module scope and never hold a translated string. The current password and the
 * second factor are the step-up's (features/security-verification), not these forms'.
 */
export const VALIDATION = {
  passwordEmpty: 'Auth.Validation.passwordEmpty',
  passwordRule: 'Auth.Validation.passwordRule',
  passwordReenter: 'Auth.Validation.passwordReenter',
  passwordMismatch: 'Auth.Validation.passwordMismatch',
  codeEmpty: 'Auth.Validation.codeEmpty',
  codeInvalid: 'Auth.Validation.codeInvalid',
  emailEmpty: 'Auth.Validation.emailEmpty',
  emailInvalid: 'Auth.Validation.emailInvalid',
  mobileEmpty: 'Auth.Validation.mobileEmpty',
  mobileInvalid: 'Auth.Validation.mobileInvalid',
  regionEmpty: 'Auth.Validation.regionEmpty',
  antiPhishingRule: 'Account.Validation.antiPhishingRule',
  labelEmpty: 'Account.Validation.labelEmpty',
  labelTooLong: 'Account.Validation.labelTooLong',
  ipInvalid: 'Account.Validation.ipInvalid',
  ipTooMany: 'Account.Validation.ipTooMany',
} as const;

export const CODE_PATTERN = /^\d{6}$/;

export const changePasswordSchema = z
  .object({
    newPassword: z
      .string()
      .min(1, VALIDATION.passwordEmpty)
      .refine((value) => checkPassword(value).ok, VALIDATION.passwordRule),
    confirmPassword: z.string().min(1, VALIDATION.passwordReenter),
  })
  .superRefine((value, ctx) => {
    if (value.confirmPassword && value.newPassword !== value.confirmPassword) {
      ctx.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: VALIDATION.passwordMismatch,
      });
    }
  });
export type ChangePasswordValues = z.input<typeof changePasswordSchema>;

/** The contract's rule (user/antiPhishing/update): 4 to 20 letters or digits, case kept. */
export const antiPhishingSchema = z.object({
  antiPhishingCode: z
    .string()
    .trim()
    .regex(ANTI_PHISHING_CODE_PATTERN, VALIDATION.antiPhishingRule),
});
export type AntiPhishingValues = z.input<typeof antiPhishingSchema>;

/** The contract's limit (user/apiKey/create refuses a longer label). */
export const API_KEY_LABEL_MAX = API_KEY_LABEL_MAX_LENGTH;

export const createApiKeySchema = z.object({
  label: z
    .string()
    .trim()
    .min(1, VALIDATION.labelEmpty)
    .max(API_KEY_LABEL_MAX, VALIDATION.labelTooLong),
  trade: z.boolean(),
  ipAllowList: z.string().superRefine((text, ctx) => {
    const problem = checkIpList(text);
    if (problem?.kind === 'invalid') {
      ctx.addIssue({ code: 'custom', message: VALIDATION.ipInvalid });
    } else if (problem?.kind === 'tooMany') {
      ctx.addIssue({ code: 'custom', message: VALIDATION.ipTooMany });
    }
  }),
});
export type CreateApiKeyValues = z.input<typeof createApiKeySchema>;

/** Which of the account's addresses a contact change is about. */
export type ContactKind = 'email' | 'phone';

const contactCode = z
  .string()
  .trim()
  .min(1, VALIDATION.codeEmpty)
  .regex(CODE_PATTERN, VALIDATION.codeInvalid);

/** The new address alone (what "Send code" needs); the code too for the change itself. */
export function contactAddressSchema(kind: ContactKind) {
  return kind === 'email'
    ? z.object({
        email: z
          .string()
          .trim()
          .min(1, VALIDATION.emailEmpty)
          .regex(EMAIL_PATTERN, VALIDATION.emailInvalid),
        dialCode: z.string(),
        mobile: z.string(),
      })
    : z.object({
        email: z.string(),
        dialCode: z.string().min(1, VALIDATION.regionEmpty),
        mobile: z
          .string()
          .trim()
          .min(1, VALIDATION.mobileEmpty)
          .regex(MOBILE_PATTERN, VALIDATION.mobileInvalid),
      });
}

export function contactChangeSchema(kind: ContactKind) {
  return contactAddressSchema(kind).extend({ code: contactCode });
}
export type ContactChangeValues = z.input<ReturnType<typeof contactChangeSchema>>;

/** The new address as the server takes it. */
export function contactAddressOf(
  kind: ContactKind,
  values: Pick<ContactChangeValues, 'email' | 'dialCode' | 'mobile'>,
): { email: string } | { dialCode: string; mobile: string } {
  return kind === 'email'
    ? { email: values.email.trim() }
    : { dialCode: values.dialCode, mobile: values.mobile.trim() };
}
