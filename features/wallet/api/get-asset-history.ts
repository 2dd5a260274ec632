import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http } from '@/lib/http';
import type { WireAssetHistoryInput } from '@/lib/contract/wire/wallet';
import { USER_QUERY_META } from '@/lib/query-client';
import type { HistoryPage } from './schemas';

/** GET asset/history: deposits, withdrawals, transfers, funding and bonuses in one list. */
export function getAssetHistory(
  query: WireAssetHistoryInput,
  signal?: AbortSignal,
): Promise<HistoryPage> {
  return http.fetch({ base: 'v2', path: 'asset/history', query: { ...query }, signal }, () =>
    import('./schemas').then((m) => m.historyPageSchema),
  );
}

export const getAssetHistoryQueryOptions = (query: WireAssetHistoryInput) =>
  queryOptions({
    queryKey: ['wallet', 'history', 'all', query],
    queryFn: ({ signal }) => getAssetHistory(query, signal),
    placeholderData: keepPreviousData,
    meta: USER_QUERY_META,
  });
