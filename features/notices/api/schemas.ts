import * as z from 'zod/mini';

/**
 * The notices feature's wire schemas. The endpoint files load this module on demand
 * (`import('./schemas')`) and everything else imports its types only: zod stays out of the pages'
 * first-load JavaScript.
 */

/** A notice as lists carry it (server/services/content-queries.ts), in the request's language. */
export const noticeSummarySchema = z.object({
  id: z.number().check(z.int()),
  category: z.string(),
  title: z.string(),
  summary: z.string(),
  /** App path the notice is about (a contract, a page), or null. */
  linkUrl: z.nullable(z.string()),
  /** Epoch ms. */
  publishedAt: z.number(),
  pinned: z.boolean(),
});
export type NoticeSummary = z.infer<typeof noticeSummarySchema>;

/** One page of public/notic/list: pinned first, then newest first. */
export const noticePageSchema = z.object({
  list: z.array(noticeSummarySchema),
  total: z.number().check(z.int()),
  page: z.number().check(z.int()),
  size: z.number().check(z.int()),
});
export type NoticePage = z.infer<typeof noticePageSchema>;

/** public/notic/detail: the notice with its text, paragraphs separated by a blank line. */
export const noticeDetailSchema = z.object({
  ...noticeSummarySchema.shape,
  body: z.string(),
});
export type NoticeDetail = z.infer<typeof noticeDetailSchema>;
