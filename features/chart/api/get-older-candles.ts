import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { klineListSchema, type KlinePoint } from '@/features/market';
import { http } from '@/lib/http';

export const olderCandlesParamsSchema = z.object({
  contractId: z.number().int().positive(),
  /** Candle length in ms, as the server stores it. */
  range: z.number().int().positive(),
  limit: z.number().int().min(1).max(1500),
  /** Only candles that open strictly before this time (epoch ms): the oldest one the chart has. */
  endTime: z.number().int().nonnegative(),
});
export type OlderCandlesParams = z.infer<typeof olderCandlesParamsSchema>;

/**
 * GET futureQuot/queryCandlestickList with `endTime`: the page of history just before what the
 * chart holds. Its own file because `features/market`'s fetcher does not take `endTime` yet; once
 * it does, this can call it.
 */
export function getOlderCandles(
  params: OlderCandlesParams,
  signal?: AbortSignal,
): Promise<KlinePoint[]> {
  return http.fetch(
    {
      base: 'futures',
      path: 'futureQuot/queryCandlestickList',
      query: olderCandlesParamsSchema.parse(params),
      signal,
    },
    klineListSchema,
  );
}

export const getOlderCandlesQueryOptions = (params: OlderCandlesParams) => {
  const { contractId, range, limit, endTime } = olderCandlesParamsSchema.parse(params);
  return queryOptions({
    queryKey: ['market', 'candlesticks', contractId, range, limit, { endTime }],
    queryFn: ({ signal }) => getOlderCandles({ contractId, range, limit, endTime }, signal),
    // Closed candles never change: a page once loaded is good for the life of the screen.
    staleTime: Infinity,
  });
};
