import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '@/lib/http';

/** Banner fields are not in the spec; rows are kept as sent. */
export const carouselListSchema = z.preprocess((value) => value ?? [], z.array(z.looseObject({})));
export type CarouselList = z.infer<typeof carouselListSchema>;

/** GET public/carousel/list (v2 API): home page banners. */
export function getCarouselList(signal?: AbortSignal): Promise<CarouselList> {
  return http.fetch({ base: 'v2', path: 'public/carousel/list', signal }, carouselListSchema);
}

export const getCarouselListQueryOptions = () =>
  queryOptions({
    queryKey: ['market', 'carousel'],
    queryFn: ({ signal }) => getCarouselList(signal),
  });

export function useCarouselList() {
  return useQuery(getCarouselListQueryOptions());
}
