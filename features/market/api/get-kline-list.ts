import { queryOptions } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { klineQuery, type KlineParams } from './params';
import type { KlinePoint } from './schemas';

export { DEFAULT_KLINE_PERIOD, DEFAULT_KLINE_SIZE, type KlineParams } from './params';

/** GET v1/market/klineList (market API): spot candles. */
export function getKlineList(params: KlineParams, signal?: AbortSignal): Promise<KlinePoint[]> {
  return http.fetch(
    { base: 'market', path: 'v1/market/klineList', query: klineQuery(params), signal },
    // The schema loads with the request, not with the page: zod stays out of the first load.
    () => import('./schemas').then((schemas) => schemas.klineListSchema),
  );
}

export const getKlineListQueryOptions = (params: KlineParams) => {
  const { symbol, period, size } = klineQuery(params);
  return queryOptions({
    queryKey: ['market', 'klines', symbol, period, size],
    queryFn: ({ signal }) => getKlineList({ symbol, period, size }, signal),
  });
};
