import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { USER_QUERY_META } from '@/lib/query-client';
import type { ListQuery } from './get-deposit-list';
import type { HistoryPage, HistoryType } from './schemas';

export interface AssetHistoryQuery extends Omit<ListQuery, 'status'> {
  type?: HistoryType | undefined;
}

/** GET asset/history: deposits, withdrawals, transfers, funding and bonuses in one list. */
export function getAssetHistory(
  query: AssetHistoryQuery,
  signal?: AbortSignal,
): Promise<HistoryPage> {
  return http.fetch({ base: 'v2', path: 'asset/history', query: { ...query }, signal }, () =>
    import('./schemas').then((m) => m.historyPageSchema),
  );
}

export const getAssetHistoryQueryOptions = (query: AssetHistoryQuery) =>
  queryOptions({
    queryKey: ['wallet', 'history', 'all', query],
    queryFn: ({ signal }) => getAssetHistory(query, signal),
    placeholderData: keepPreviousData,
    meta: USER_QUERY_META,
  });
