import { z } from 'zod';
import {
  EMAIL_PATTERN,
  SUPPORT_CATEGORIES,
  SUPPORT_LIMITS,
  type SupportCategory,
} from '@/lib/contract/support';

/**
 * The help centre's contact form: its values, its rules and the request body it sends. The rules
 * are the server's (lib/contract/support.ts); messages are keys, translated where they show.
 */
export { SUPPORT_CATEGORIES, SUPPORT_LIMITS, type SupportCategory };

const V = {
  emailEmpty: 'ContactSupport.Validation.emailEmpty',
  email: 'ContactSupport.Validation.email',
  category: 'ContactSupport.Validation.category',
  subject: 'ContactSupport.Validation.subject',
  message: 'ContactSupport.Validation.message',
} as const;

const length = (min: number, max: number, message: string) =>
  z.string().refine((value) => {
    const trimmed = value.trim().length;
    return trimmed >= min && trimmed <= max;
  }, message);

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
  subject: length(SUPPORT_LIMITS.subject.min, SUPPORT_LIMITS.subject.max, V.subject),
  message: length(SUPPORT_LIMITS.message.min, SUPPORT_LIMITS.message.max, V.message),
});

export type SupportFormValues = z.input<typeof supportFormSchema>;

export const emptySupportForm: SupportFormValues = {
  email: '',
  category: '',
  subject: '',
  message: '',
};

/** What POST public/support/ticket takes. */
export interface SupportTicketBody {
  email: string;
  category: SupportCategory;
  subject: string;
  message: string;
}

/**
 * The body of values the schema accepted. The API takes single-line text only (no field of it
 * carries control characters), so the message's line breaks and tabs go as spaces.
 */
export function toSupportTicketBody(values: SupportFormValues): SupportTicketBody {
  return {
    email: values.email.trim(),
    category: values.category as SupportCategory,
    subject: values.subject.trim(),
    message: values.message.replace(/\s*[\r\n\t]+\s*/g, ' ').trim(),
  };
}
