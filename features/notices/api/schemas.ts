import type {
  WireNoticeDetail,
  WireNoticePage,
  WireNoticeSummary,
} from '@/lib/contract/wire/content';

/**
 * The notices feature's wire schemas: the contract's (lib/contract/wire/content-schemas). The
 * endpoint files load this module on demand (`import('./schemas')`) and everything else imports
 * its types only: zod stays out of the pages' first-load JavaScript.
 */
export {
  wireNoticeDetailSchema as noticeDetailSchema,
  wireNoticePageSchema as noticePageSchema,
  wireNoticeSummarySchema as noticeSummarySchema,
} from '@/lib/contract/wire/content-schemas';
export type NoticeSummary = WireNoticeSummary;
export type NoticePage = WireNoticePage;
export type NoticeDetail = WireNoticeDetail;
