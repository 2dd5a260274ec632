import { queryOptions } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { candlestickQuery, type CandlestickParams } from './params';
import type { KlinePoint } from './schemas';

export {
  DEFAULT_CANDLESTICK_LIMIT,
  DEFAULT_CANDLESTICK_RANGE_MS,
  type CandlestickParams,
} from './params';

/** GET futureQuot/queryCandlestickList (futures API). */
export function getCandlestickList(
  params: CandlestickParams,
  signal?: AbortSignal,
): Promise<KlinePoint[]> {
  return http.fetch(
    {
      base: 'futures',
      path: 'futureQuot/queryCandlestickList',
      query: candlestickQuery(params),
      signal,
    },
    // The schema loads with the request, not with the page: zod stays out of the first load.
    () => import('./schemas').then((schemas) => schemas.klineListSchema),
  );
}

export const getCandlestickListQueryOptions = (params: CandlestickParams) => {
  const { contractId, range, limit } = candlestickQuery(params);
  return queryOptions({
    queryKey: ['market', 'candlesticks', contractId, range, limit],
    queryFn: ({ signal }) => getCandlestickList({ contractId, range, limit }, signal),
  });
};
