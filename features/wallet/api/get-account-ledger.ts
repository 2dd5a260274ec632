import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http } from '@/lib/http';
import type { WireAccountLedgerInput } from '@/lib/contract/wire/wallet';
import { USER_QUERY_META } from '@/lib/query-client';
import type { WalletId } from '../types';
import type { LedgerPage } from './schemas';

/** asset/ledger's query with the wallet as the page holds it (the query names it as text). */
export type AccountLedgerQuery = Omit<WireAccountLedgerInput, 'account'> & {
  account?: WalletId | undefined;
};

/** Every query of the ledger, whatever its filter: what a balance change makes stale. */
export const ACCOUNT_LEDGER_KEY = ['wallet', 'ledger'] as const;

/**
 * GET asset/ledger: every change of the user's wallet balances (fees, realized PnL, funding,
 * transfers…) with the balance after each, newest first, and each kind's sum over the filter.
 */
export function getAccountLedger(
  query: AccountLedgerQuery,
  signal?: AbortSignal,
): Promise<LedgerPage> {
  const { account, ...rest } = query;
  return http.fetch(
    {
      base: 'v2',
      path: 'asset/ledger',
      query: { ...rest, account: account === undefined ? undefined : String(account) },
      signal,
    },
    () => import('./schemas').then((m) => m.ledgerPageSchema),
  );
}

export const getAccountLedgerQueryOptions = (query: AccountLedgerQuery) =>
  queryOptions({
    queryKey: [...ACCOUNT_LEDGER_KEY, query],
    queryFn: ({ signal }) => getAccountLedger(query, signal),
    placeholderData: keepPreviousData,
    meta: USER_QUERY_META,
  });
