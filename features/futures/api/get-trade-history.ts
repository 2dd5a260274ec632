import { infiniteQueryOptions } from '@tanstack/react-query';
import type { WireTrade } from '@/lib/contract/wire/match';
import { wireTradeSchema } from '@/lib/contract/wire/match-schemas';
import type { WireTradePage } from '@/lib/contract/wire/trading';
import { wireTradePageSchema } from '@/lib/contract/wire/trading-schemas';
import { http } from '@/lib/http';
import { USER_QUERY_META } from '@/lib/query-client';
import type { PageQuery } from './get-open-orders';
import { HISTORY_PAGE_SIZE } from './get-order-history';

/** A row of future/trade/history: the contract's (lib/contract/wire/match-schemas). */
export const tradeSchema = wireTradeSchema;
export type FuturesTrade = WireTrade;
export const tradePageSchema = wireTradePageSchema;
export type TradePage = WireTradePage;

/** GET future/trade/history: the caller's fills, newest first. */
export function getTradeHistory(query: PageQuery, signal?: AbortSignal): Promise<TradePage> {
  return http.fetch(
    { base: 'futures', path: 'future/trade/history', query: { ...query }, signal },
    tradePageSchema,
  );
}

export const getTradeHistoryQueryOptions = (contractId?: number) =>
  infiniteQueryOptions({
    queryKey: ['futures', 'history', 'trades', contractId ?? 'all'],
    queryFn: ({ signal, pageParam }) =>
      getTradeHistory({ contractId, cursor: pageParam, limit: HISTORY_PAGE_SIZE }, signal),
    initialPageParam: undefined as string | number | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    meta: USER_QUERY_META,
  });
