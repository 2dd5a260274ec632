import { queryOptions } from '@tanstack/react-query';
import { getCandlestickList } from '@/features/market';

export interface OlderCandlesParams {
  contractId: number;
  /** Candle length in ms, as the server stores it. */
  range: number;
  limit: number;
  /** Only candles that open strictly before this time (epoch ms): the oldest one the chart has. */
  endTime: number;
}

/** The page of history just before what the chart holds (queryCandlestickList with `endTime`). */
export const getOlderCandlesQueryOptions = ({
  contractId,
  range,
  limit,
  endTime,
}: OlderCandlesParams) =>
  queryOptions({
    queryKey: ['market', 'candlesticks', contractId, range, limit, { endTime }],
    queryFn: ({ signal }) => getCandlestickList({ contractId, range, limit, endTime }, signal),
    // Closed candles never change: a page once loaded is good for the life of the screen.
    staleTime: Infinity,
  });
