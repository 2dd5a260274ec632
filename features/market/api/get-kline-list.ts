import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { http } from '@/lib/http';
import { klineListSchema, type KlinePoint } from './schemas';

export const DEFAULT_KLINE_PERIOD = '60min';
export const DEFAULT_KLINE_SIZE = 24;

export const klineParamsSchema = z.object({
  /** Spot symbol, lower case (`btcusdt`). */
  symbol: z.string().check(z.minLength(1)),
  /** Default 60min. */
  period: z._default(z.string().check(z.minLength(1)), DEFAULT_KLINE_PERIOD),
  /** Default 24. */
  size: z._default(z.number().check(z.int(), z.positive()), DEFAULT_KLINE_SIZE),
});
export type KlineParams = z.input<typeof klineParamsSchema>;

/** GET v1/market/klineList (market API): spot candles. */
export function getKlineList(params: KlineParams, signal?: AbortSignal): Promise<KlinePoint[]> {
  return http.fetch(
    { base: 'market', path: 'v1/market/klineList', query: klineParamsSchema.parse(params), signal },
    klineListSchema,
  );
}

export const getKlineListQueryOptions = (params: KlineParams) => {
  const { symbol, period, size } = klineParamsSchema.parse(params);
  return queryOptions({
    queryKey: ['market', 'klines', symbol, period, size],
    queryFn: ({ signal }) => getKlineList({ symbol, period, size }, signal),
  });
};
