/**
 * The public content answers, typed by their schemas (./content-schemas): a module that needs only
 * the types loads no zod.
 */
import type * as z from 'zod/mini';
import type {
  wireCarouselBannerSchema,
  wireCountrySchema,
  wireNoticeDetailSchema,
  wireNoticePageSchema,
  wireNoticeSummarySchema,
} from './content-schemas';

export type WireCountry = z.infer<typeof wireCountrySchema>;
export type WireCarouselBanner = z.infer<typeof wireCarouselBannerSchema>;
export type WireNoticeSummary = z.infer<typeof wireNoticeSummarySchema>;
export type WireNoticePage = z.infer<typeof wireNoticePageSchema>;
export type WireNoticeDetail = z.infer<typeof wireNoticeDetailSchema>;
