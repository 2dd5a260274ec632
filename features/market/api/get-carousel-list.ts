import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { http } from '@/lib/http';

/** A home page banner (server/services/content-queries.ts `listCarousel`), in the request's language. */
export const carouselBannerSchema = z.object({
  id: z.number().check(z.int()),
  sort: z.number().check(z.int()),
  title: z.string(),
  subtitle: z.string(),
  imageUrl: z.string(),
  linkUrl: z.string(),
});
export type CarouselBanner = z.infer<typeof carouselBannerSchema>;

export const carouselListSchema = z.array(carouselBannerSchema);
export type CarouselList = z.infer<typeof carouselListSchema>;

/** GET public/carousel/list (v2 API): the banners running now, in display order. */
export function getCarouselList(signal?: AbortSignal): Promise<CarouselList> {
  return http.fetch({ base: 'v2', path: 'public/carousel/list', signal }, carouselListSchema);
}

export const getCarouselListQueryOptions = () =>
  queryOptions({
    queryKey: ['market', 'carousel'],
    queryFn: ({ signal }) => getCarouselList(signal),
  });
