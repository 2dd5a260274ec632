import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { klineListSchema, type KlinePoint } from './schemas';

export const DEFAULT_KLINE_PERIOD = '60min';
export const DEFAULT_KLINE_SIZE = 24;

export interface KlineParams {
  symbol: string;
  /** Default 60min. */
  period?: string;
  /** Default 24. */
  size?: number;
}

/** GET v1/market/klineList (market API): spot candles. */
export function getKlineList(params: KlineParams, signal?: AbortSignal): Promise<KlinePoint[]> {
  return http.fetch(
    {
      base: 'market',
      path: 'v1/market/klineList',
      query: {
        symbol: params.symbol,
        period: params.period ?? DEFAULT_KLINE_PERIOD,
        size: params.size ?? DEFAULT_KLINE_SIZE,
      },
      signal,
    },
    klineListSchema,
  );
}

export const getKlineListQueryOptions = (params: KlineParams) => {
  const period = params.period ?? DEFAULT_KLINE_PERIOD;
  const size = params.size ?? DEFAULT_KLINE_SIZE;
  return queryOptions({
    queryKey: ['market', 'klines', params.symbol, period, size],
    queryFn: ({ signal }) => getKlineList({ symbol: params.symbol, period, size }, signal),
  });
};

export function useKlineList(params: KlineParams) {
  return useQuery(getKlineListQueryOptions(params));
}
