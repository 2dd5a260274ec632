import { z } from 'zod';
import {
  EMAIL_PATTERN,
  SUPPORT_CATEGORIES,
  SUPPORT_LIMITS,
  type SupportCategory,
} from '@/lib/contract/support';
import type { WireSupportTicketInput } from '@/lib/contract/wire/content';

/**
 * The help centre's contact form: its values, its rules and the request body it sends. The rules
 * are the contract's (lib/contract/support.ts, which the body's schema in
 * lib/contract/wire/content-schemas is built from); messages are keys, translated where they show.
 */
export { SUPPORT_CATEGORIES, SUPPORT_LIMITS, type SupportCategory };

const V = {
  emailEmpty: 'ContactSupport.Validation.emailEmpty',
  email: 'ContactSupport.Validation.email',
  category: 'ContactSupport.Validation.category',
  subject: 'ContactSupport.Validation.subject',
  message: 'ContactSupport.Validation.message',
} as const;

/**
 * A text within its limits as it is sent: `asSent` is what the body makes of it, so the form
 * refuses exactly what the server would (the message's line breaks go as spaces).
 */
const length = (
  limits: { min: number; max: number },
  message: string,
  asSent: (value: string) => string = (value) => value.trim(),
) =>
  z.string().refine((value) => {
    const sent = asSent(value).length;
    return sent >= limits.min && sent <= limits.max;
  }, message);

/**
 * The API takes single-line text only (no field of it carries control characters), so the
 * message's line breaks and tabs go as spaces.
 */
function singleLine(message: string): string {
  return message.replace(/\s*[\r\n\t]+\s*/g, ' ').trim();
}

export const supportFormSchema = z.object({
  email: z
    .string()
    .refine((value) => value.trim() !== '', V.emailEmpty)
    .refine((value) => {
      const email = value.trim();
      return (
        email === '' || (email.length <= SUPPORT_LIMITS.email.max && EMAIL_PATTERN.test(email))
      );
    }, V.email),
  category: z
    .union([z.enum(SUPPORT_CATEGORIES), z.literal('')])
    .refine((value) => value !== '', V.category),
  subject: length(SUPPORT_LIMITS.subject, V.subject),
  message: length(SUPPORT_LIMITS.message, V.message, singleLine),
});

export type SupportFormValues = z.input<typeof supportFormSchema>;

export const emptySupportForm: SupportFormValues = {
  email: '',
  category: '',
  subject: '',
  message: '',
};

/** What POST public/support/ticket takes: the contract's body. */
export type SupportTicketBody = WireSupportTicketInput;

/** The body of values the schema accepted (the message on one line). */
export function toSupportTicketBody(values: SupportFormValues): SupportTicketBody {
  return {
    email: values.email.trim(),
    category: values.category as SupportCategory,
    subject: values.subject.trim(),
    message: singleLine(values.message),
  };
}
