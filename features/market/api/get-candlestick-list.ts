import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { klineListSchema, type KlinePoint } from './schemas';

export const DEFAULT_CANDLESTICK_RANGE_MS = 3_600_000;
export const DEFAULT_CANDLESTICK_LIMIT = 24;

export interface CandlestickParams {
  contractId: number;
  /** Candle length in ms. Default one hour. */
  range?: number;
  /** Number of candles. Default 24. */
  limit?: number;
}

/** GET futureQuot/queryCandlestickList (futures API). */
export function getCandlestickList(
  params: CandlestickParams,
  signal?: AbortSignal,
): Promise<KlinePoint[]> {
  return http.fetch(
    {
      base: 'futures',
      path: 'futureQuot/queryCandlestickList',
      query: {
        contractId: params.contractId,
        range: params.range ?? DEFAULT_CANDLESTICK_RANGE_MS,
        limit: params.limit ?? DEFAULT_CANDLESTICK_LIMIT,
      },
      signal,
    },
    klineListSchema,
  );
}

export const getCandlestickListQueryOptions = (params: CandlestickParams) => {
  const range = params.range ?? DEFAULT_CANDLESTICK_RANGE_MS;
  const limit = params.limit ?? DEFAULT_CANDLESTICK_LIMIT;
  return queryOptions({
    queryKey: ['market', 'candlesticks', params.contractId, range, limit],
    queryFn: ({ signal }) =>
      getCandlestickList({ contractId: params.contractId, range, limit }, signal),
  });
};

export function useCandlestickList(params: CandlestickParams) {
  return useQuery(getCandlestickListQueryOptions(params));
}
