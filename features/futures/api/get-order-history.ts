import { infiniteQueryOptions } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { USER_QUERY_META } from '@/lib/query-client';
import type { PageQuery } from './get-open-orders';
import { openOrdersPageSchema, type OpenOrdersPage } from './schemas';

export const HISTORY_PAGE_SIZE = 50;

/** GET future/order/history: finished orders, newest first (read model). */
export function getOrderHistory(query: PageQuery, signal?: AbortSignal): Promise<OpenOrdersPage> {
  return http.fetch(
    { base: 'futures', path: 'future/order/history', query: { ...query }, signal },
    openOrdersPageSchema,
  );
}

export const getOrderHistoryQueryOptions = (contractId?: number) =>
  infiniteQueryOptions({
    queryKey: ['futures', 'history', 'orders', contractId ?? 'all'],
    queryFn: ({ signal, pageParam }) =>
      getOrderHistory({ contractId, cursor: pageParam, limit: HISTORY_PAGE_SIZE }, signal),
    initialPageParam: undefined as string | number | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    meta: USER_QUERY_META,
  });
