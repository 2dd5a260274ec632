import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http } from '@/lib/http';
import type { WireDepositListInput } from '@/lib/contract/wire/wallet';
import { USER_QUERY_META } from '@/lib/query-client';
import type { DepositPage } from './schemas';

/** How often a list is read again while one of its rows is still on its way. */
export const PENDING_REFRESH_MS = 3000;

/** GET asset/deposit/list: the user's deposits, newest first. */
export function getDepositList(
  query: WireDepositListInput,
  signal?: AbortSignal,
): Promise<DepositPage> {
  return http.fetch({ base: 'v2', path: 'asset/deposit/list', query: { ...query }, signal }, () =>
    import('./schemas').then((m) => m.depositPageSchema),
  );
}

/** Read again every few seconds while a deposit waits for confirmations. */
export const getDepositListQueryOptions = (query: WireDepositListInput) =>
  queryOptions({
    queryKey: ['wallet', 'history', 'deposits', query],
    queryFn: ({ signal }) => getDepositList(query, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (q) =>
      q.state.data?.list.some((row) => row.status === 'pending') ? PENDING_REFRESH_MS : false,
    meta: USER_QUERY_META,
  });
