import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '@/lib/http';
import { klineListSchema, type KlinePoint } from './schemas';

export const DEFAULT_KLINE_PERIOD = '60min';
export const DEFAULT_KLINE_SIZE = 24;

export const klineParamsSchema = z.object({
  /** Spot symbol, lower case (`btcusdt`). */
  symbol: z.string().min(1),
  /** Default 60min. */
  period: z.string().min(1).default(DEFAULT_KLINE_PERIOD),
  /** Default 24. */
  size: z.number().int().positive().default(DEFAULT_KLINE_SIZE),
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
