import { z } from 'zod';
import { checkPassword } from '@/lib/password-rule';
import { checkIpList } from './ip-allow-list';

/**
 * Validation messages are message keys (full paths), translated where they are shown, so the
 * schemas live at module scope and never hold a translated string.
 */
export const VALIDATION = {
  currentPasswordEmpty: 'Account.Validation.currentPasswordEmpty',
  passwordEmpty: 'Auth.Validation.passwordEmpty',
  passwordRule: 'Auth.Validation.passwordRule',
  passwordReenter: 'Auth.Validation.passwordReenter',
  passwordMismatch: 'Auth.Validation.passwordMismatch',
  passwordUnchanged: 'Account.Validation.passwordUnchanged',
  codeEmpty: 'Auth.Validation.codeEmpty',
  authenticatorEmpty: 'Auth.Validation.authenticatorEmpty',
  codeInvalid: 'Auth.Validation.codeInvalid',
  antiPhishingRule: 'Account.Validation.antiPhishingRule',
  labelEmpty: 'Account.Validation.labelEmpty',
  labelTooLong: 'Account.Validation.labelTooLong',
  ipInvalid: 'Account.Validation.ipInvalid',
  ipTooMany: 'Account.Validation.ipTooMany',
} as const;

export const CODE_PATTERN = /^\d{6}$/;

/** The second factor: a six-digit code, from the authenticator app or from an e-mail or SMS. */
export function codeSchema(authenticator: boolean) {
  return z
    .string()
    .trim()
    .min(1, authenticator ? VALIDATION.authenticatorEmpty : VALIDATION.codeEmpty)
    .regex(CODE_PATTERN, VALIDATION.codeInvalid);
}

export function changePasswordSchema(authenticator: boolean) {
  return z
    .object({
      oldPassword: z.string().min(1, VALIDATION.currentPasswordEmpty),
      newPassword: z
        .string()
        .min(1, VALIDATION.passwordEmpty)
        .refine((value) => checkPassword(value).ok, VALIDATION.passwordRule),
      confirmPassword: z.string().min(1, VALIDATION.passwordReenter),
      code: codeSchema(authenticator),
    })
    .superRefine((value, ctx) => {
      if (value.confirmPassword && value.newPassword !== value.confirmPassword) {
        ctx.addIssue({
          code: 'custom',
          path: ['confirmPassword'],
          message: VALIDATION.passwordMismatch,
        });
      }
      if (value.newPassword && value.newPassword === value.oldPassword) {
        ctx.addIssue({
          code: 'custom',
          path: ['newPassword'],
          message: VALIDATION.passwordUnchanged,
        });
      }
    });
}
export type ChangePasswordValues = z.input<ReturnType<typeof changePasswordSchema>>;

/** The server's rule: 4 to 20 letters or digits, case kept. */
export const ANTI_PHISHING_PATTERN = /^[A-Za-z0-9]{4,20}$/;

export function antiPhishingSchema(authenticator: boolean) {
  return z.object({
    antiPhishingCode: z.string().trim().regex(ANTI_PHISHING_PATTERN, VALIDATION.antiPhishingRule),
    code: codeSchema(authenticator),
  });
}
export type AntiPhishingValues = z.input<ReturnType<typeof antiPhishingSchema>>;

export const API_KEY_LABEL_MAX = 64;

export function createApiKeySchema(authenticator: boolean) {
  return z.object({
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
    code: codeSchema(authenticator),
  });
}
export type CreateApiKeyValues = z.input<ReturnType<typeof createApiKeySchema>>;
