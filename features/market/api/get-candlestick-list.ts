import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { http } from '@/lib/http';
import { klineListSchema, type KlinePoint } from './schemas';

export const DEFAULT_CANDLESTICK_RANGE_MS = 3_600_000;
export const DEFAULT_CANDLESTICK_LIMIT = 24;

export const candlestickParamsSchema = z.object({
  contractId: z.number().check(z.int(), z.positive()),
  /** Candle length in ms. Default one hour. */
  range: z._default(z.number().check(z.int(), z.positive()), DEFAULT_CANDLESTICK_RANGE_MS),
  /** Number of candles. Default 24. */
  limit: z._default(z.number().check(z.int(), z.positive()), DEFAULT_CANDLESTICK_LIMIT),
  /** Only candles that open strictly before this time (epoch ms): a chart paging back in time. */
  endTime: z.optional(z.number().check(z.int(), z.nonnegative())),
});
export type CandlestickParams = z.input<typeof candlestickParamsSchema>;

/** GET futureQuot/queryCandlestickList (futures API). */
export function getCandlestickList(
  params: CandlestickParams,
  signal?: AbortSignal,
): Promise<KlinePoint[]> {
  return http.fetch(
    {
      base: 'futures',
      path: 'futureQuot/queryCandlestickList',
      query: candlestickParamsSchema.parse(params),
      signal,
    },
    klineListSchema,
  );
}

export const getCandlestickListQueryOptions = (params: CandlestickParams) => {
  const { contractId, range, limit } = candlestickParamsSchema.parse(params);
  return queryOptions({
    queryKey: ['market', 'candlesticks', contractId, range, limit],
    queryFn: ({ signal }) => getCandlestickList({ contractId, range, limit }, signal),
  });
};
