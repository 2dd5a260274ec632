import { z } from 'zod';
import { EMAIL_PATTERN, SUPPORT_CATEGORIES, SUPPORT_LIMITS } from '../../lib/contract/support';

/**
 * What a support ticket must hold, as the server checks it: the rules of lib/contract/support.ts
 * (the help centre's form is built from the same ones). Refusals name the field (400).
 */
const trimmed = (min: number, max: number) =>
  z
    .string()
    .trim()
    .min(min, `enter ${min} to ${max} characters`)
    .max(max, `enter ${min} to ${max} characters`);

export const supportTicketSchema = z.object({
  email: z
    .string()
    .trim()
    .max(SUPPORT_LIMITS.email.max, 'enter a valid e-mail address')
    .regex(EMAIL_PATTERN, 'enter a valid e-mail address')
    .transform((email) => email.toLowerCase()),
  category: z.enum(SUPPORT_CATEGORIES, `one of ${SUPPORT_CATEGORIES.join(', ')}`),
  subject: trimmed(SUPPORT_LIMITS.subject.min, SUPPORT_LIMITS.subject.max),
  message: trimmed(SUPPORT_LIMITS.message.min, SUPPORT_LIMITS.message.max),
});
export type SupportTicketInput = z.output<typeof supportTicketSchema>;
