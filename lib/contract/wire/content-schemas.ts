import * as z from 'zod/mini';
import {
  EMAIL_PATTERN,
  SUPPORT_CATEGORIES,
  SUPPORT_LIMITS,
  SUPPORT_REFERENCE_PATTERN,
} from '../support';

/**
 * The zod schemas of the public content answers, each in the request's language: the country list,
 * the home page's banners and the notices (latest, a page, one with its text); and the help
 * centre's support ticket (its body and answer, below). The types inferred from them are in
 * ./content. The server's content queries are typed by these, the web client parses the answers
 * with them (loaded with the request) and the API tests check them strictly.
 */

const id = z.number().check(z.int(), z.positive());
const count = z.number().check(z.int(), z.nonnegative());
const epochMs = z.number().check(z.int(), z.nonnegative());
/** A path of the app ("/futures/BTCUSDT"), never another site. */
const appPath = z.string().check(z.regex(/^\/(?!\/)/));

/** A country or territory (public/country/list), in the order the sign-up list shows them. */
export const wireCountrySchema = z.object({
  /** ISO 3166-1 alpha-2, or an ISO 3166-2 subdivision code for restricted regions. */
  code: z.string().check(z.regex(/^[A-Z]{2}(-[A-Z0-9]{1,3})?$/)),
  iso3: z.string().check(z.length(3)),
  /** "+82" style dial code. */
  dialCode: z.string().check(z.regex(/^\+\d+$/)),
  /** The name in the request's language. */
  name: z.string().check(z.minLength(1)),
  /** The name in each of the four languages. */
  names: z.object({
    en: z.string().check(z.minLength(1)),
    ko: z.string().check(z.minLength(1)),
    ja: z.string().check(z.minLength(1)),
    'zh-hant': z.string().check(z.minLength(1)),
  }),
  /** Futures are not offered to residents. */
  restricted: z.boolean(),
});
export const wireCountryListSchema = z.array(wireCountrySchema);

/** A home page banner running now (public/carousel/list). */
export const wireCarouselBannerSchema = z.object({
  id,
  sort: z.number().check(z.int()),
  title: z.string().check(z.minLength(1)),
  subtitle: z.string().check(z.minLength(1)),
  imageUrl: appPath,
  linkUrl: appPath,
});
export const wireCarouselListSchema = z.array(wireCarouselBannerSchema);

/** A notice as lists carry it: pinned first, then newest first. */
export const wireNoticeSummarySchema = z.object({
  id,
  category: z.string(),
  title: z.string().check(z.minLength(1)),
  summary: z.string().check(z.minLength(1)),
  /** The app path the notice is about (a contract, a page), or null. */
  linkUrl: z.nullable(appPath),
  publishedAt: epochMs,
  pinned: z.boolean(),
});
/** public/notic/latest/list. */
export const wireLatestNoticesSchema = z.array(wireNoticeSummarySchema);

/** public/notic/list: a page of every published notice, with how many there are. */
export const wireNoticePageSchema = z.object({
  list: z.array(wireNoticeSummarySchema),
  total: count,
  page: id,
  size: id,
});

/** public/notic/detail: the notice with its text, paragraphs separated by a blank line. */
export const wireNoticeDetailSchema = z.extend(wireNoticeSummarySchema, {
  body: z.string().check(z.minLength(1)),
});

// ---- the support ticket (public/support/ticket) ----

/** A text field of a ticket: trimmed, within its lengths (both refusals say the same). */
function ticketText(limits: { min: number; max: number }) {
  const message = `enter ${limits.min} to ${limits.max} characters`;
  return z
    .string()
    .check(z.trim(), z.minLength(limits.min, message), z.maxLength(limits.max, message));
}

/**
 * What a ticket must hold, as the server checks it (refusals name the field, 400) and the help
 * centre's form sends it: the rules of lib/contract/support (the form's own schema, with its
 * translated words, takes the same limits). The e-mail is kept lower-case.
 */
export const wireSupportTicketInputSchema = z.object({
  email: z
    .string()
    .check(
      z.trim(),
      z.maxLength(SUPPORT_LIMITS.email.max, 'enter a valid e-mail address'),
      z.regex(EMAIL_PATTERN, 'enter a valid e-mail address'),
      z.toLowerCase(),
    ),
  category: z.enum(SUPPORT_CATEGORIES, `one of ${SUPPORT_CATEGORIES.join(', ')}`),
  subject: ticketText(SUPPORT_LIMITS.subject),
  message: ticketText(SUPPORT_LIMITS.message),
});

/** public/support/ticket: the new ticket's number. */
export const wireSupportTicketOpenedSchema = z.object({
  ticketId: z.string().check(z.regex(SUPPORT_REFERENCE_PATTERN)),
});
