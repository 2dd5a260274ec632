import * as z from 'zod/mini';

/**
 * The zod schemas of the public content answers, each in the request's language: the country list,
 * the home page's banners and the notices (latest, a page, one with its text). The types inferred
 * from them are in ./content. The server's content queries are typed by these, the web client
 * parses the answers with them (loaded with the request) and the API tests check them strictly.
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
