import { queryOptions } from '@tanstack/react-query';
import { http } from '@/lib/http';
import type { CarouselList } from './schemas';

/** GET public/carousel/list (v2 API): the banners running now, in display order. */
export function getCarouselList(signal?: AbortSignal): Promise<CarouselList> {
  // The schema loads with the request, not with the page: zod stays out of the first load.
  return http.fetch({ base: 'v2', path: 'public/carousel/list', signal }, () =>
    import('./schemas').then((schemas) => schemas.carouselListSchema),
  );
}

export const getCarouselListQueryOptions = () =>
  queryOptions({
    queryKey: ['market', 'carousel'],
    queryFn: ({ signal }) => getCarouselList(signal),
  });
