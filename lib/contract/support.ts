/**
 * A support ticket as the help centre's contact form sends it (POST {v2}/public/support/ticket):
 * the categories and the field lengths. The contract's body schema (lib/contract/wire/
 * content-schemas, which the server parses with) and the web form
 * (features/help/model/support-form.ts) are both built from these, so the form refuses exactly
 * what the server would.
 */
export { EMAIL_PATTERN } from './contact';

/** What a ticket is about, in the order the form offers them. */
export const SUPPORT_CATEGORIES = ['account', 'funds', 'trading', 'kyc', 'other'] as const;
export type SupportCategory = (typeof SUPPORT_CATEGORIES)[number];

export const SUPPORT_LIMITS = {
  email: { max: 254 },
  subject: { min: 3, max: 120 },
  message: { min: 10, max: 4000 },
  answer: { max: 8000 },
} as const;

/** What a ticket number looks like: `ST-2026-7K3M9Q` (year and 6 characters of Crockford's base32). */
export const SUPPORT_REFERENCE_PATTERN = /^ST-\d{4}-[0-9A-HJKMNP-TV-Z]{6}$/;
