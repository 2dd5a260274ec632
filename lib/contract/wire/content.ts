/**
 * The public content answers and the support ticket's body and answer, typed by their schemas
 * (./content-schemas): a module that needs only the types loads no zod. The ticket's categories
 * and limits are lib/contract/support's.
 */
import type * as z from 'zod/mini';
import type {
  wireCarouselBannerSchema,
  wireCountrySchema,
  wireNoticeDetailSchema,
  wireNoticePageSchema,
  wireNoticeSummarySchema,
  wireSupportTicketInputSchema,
  wireSupportTicketOpenedSchema,
} from './content-schemas';

export type WireCountry = z.infer<typeof wireCountrySchema>;
export type WireCarouselBanner = z.infer<typeof wireCarouselBannerSchema>;
export type WireNoticeSummary = z.infer<typeof wireNoticeSummarySchema>;
export type WireNoticePage = z.infer<typeof wireNoticePageSchema>;
export type WireNoticeDetail = z.infer<typeof wireNoticeDetailSchema>;
export type WireSupportTicketInput = z.output<typeof wireSupportTicketInputSchema>;
export type WireSupportTicketOpened = z.infer<typeof wireSupportTicketOpenedSchema>;
