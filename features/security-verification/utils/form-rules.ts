import { z } from 'zod';

/** Message keys (full paths), translated where they are shown. */
export const VALIDATION = {
  passwordEmpty: 'SecurityVerification.Validation.passwordEmpty',
  codeEmpty: 'SecurityVerification.Validation.codeEmpty',
  authenticatorEmpty: 'SecurityVerification.Validation.authenticatorEmpty',
  codeInvalid: 'SecurityVerification.Validation.codeInvalid',
} as const;

export const CODE_PATTERN = /^\d{6}$/;

/** The step-up form: the login password and a six-digit code (authenticator, e-mail or SMS). */
export function stepUpFormSchema(authenticator: boolean) {
  return z.object({
    password: z.string().min(1, VALIDATION.passwordEmpty),
    code: z
      .string()
      .trim()
      .min(1, authenticator ? VALIDATION.authenticatorEmpty : VALIDATION.codeEmpty)
      .regex(CODE_PATTERN, VALIDATION.codeInvalid),
  });
}
export type StepUpFormValues = z.input<ReturnType<typeof stepUpFormSchema>>;
