import { queryOptions } from '@tanstack/react-query';
import { http } from '@/lib/http';
import type { CarouselList } from './schemas';

/**
 * GET public/carousel/list (v2 API): the banners running now, in display order. `lang` (a route
 * locale) asks for that language; without it the request's language header decides.
 */
export function getCarouselList(signal?: AbortSignal, lang?: string): Promise<CarouselList> {
  // The schema loads with the request, not with the page: zod stays out of the first load.
  return http.fetch({ base: 'v2', path: 'public/carousel/list', query: { lang }, signal }, () =>
    import('./schemas').then((schemas) => schemas.carouselListSchema),
  );
}

/**
 * With `lang` the answer is that language's, whoever asks: a page prefetches on the server (where
 * requests carry no page language) and the browser reads the same entry.
 */
export const getCarouselListQueryOptions = (lang?: string) =>
  queryOptions({
    queryKey: lang ? ['market', 'carousel', lang] : ['market', 'carousel'],
    queryFn: ({ signal }) => getCarouselList(signal, lang),
  });
