import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http } from '@/lib/http';
import type { WireWithdrawListInput } from '@/lib/contract/wire/wallet';
import { USER_QUERY_META } from '@/lib/query-client';
import { PENDING_REFRESH_MS } from './get-deposit-list';
import type { WithdrawalPage } from './schemas';

/** GET asset/withdraw/list: the user's withdrawals, newest first. */
export function getWithdrawList(
  query: WireWithdrawListInput,
  signal?: AbortSignal,
): Promise<WithdrawalPage> {
  return http.fetch({ base: 'v2', path: 'asset/withdraw/list', query: { ...query }, signal }, () =>
    import('./schemas').then((m) => m.withdrawalPageSchema),
  );
}

const MOVING = new Set(['requested', 'processing']);

/** Read again every few seconds while a withdrawal is still on its way. */
export const getWithdrawListQueryOptions = (query: WireWithdrawListInput) =>
  queryOptions({
    queryKey: ['wallet', 'history', 'withdrawals', query],
    queryFn: ({ signal }) => getWithdrawList(query, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (q) =>
      q.state.data?.list.some((row) => MOVING.has(row.status)) ? PENDING_REFRESH_MS : false,
    meta: USER_QUERY_META,
  });
