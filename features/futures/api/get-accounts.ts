import { queryOptions } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { Decimal } from '@/lib/decimal';
import { USER_QUERY_META } from '@/lib/query-client';
import type { FuturesAccount } from './schemas';

export type { FuturesAccount } from './schemas';

/** GET future/accounts (futures API; needs the session token): the accounts the user has. */
export function getAccounts(signal?: AbortSignal): Promise<FuturesAccount[]> {
  // The schema loads with the request: the home page's balance costs its first load no zod.
  return http.fetch({ base: 'futures', path: 'future/accounts', signal }, () =>
    import('./schemas').then((m) => m.futuresAccountListSchema),
  );
}

export const getAccountsQueryOptions = () =>
  queryOptions({
    queryKey: ['futures', 'accounts'],
    queryFn: ({ signal }) => getAccounts(signal),
    meta: USER_QUERY_META,
  });

/** The available balance of `accountType` in the margin asset (USDT, currency 1), if listed. */
export function availableOf(
  accounts: readonly FuturesAccount[] | undefined,
  accountType = 1,
  currencyId = 1,
): string | undefined {
  return accounts
    ?.find((account) => account.at === accountType)
    ?.assets.find((asset) => asset.cid === currencyId)?.avail;
}

/**
 * The user's futures equity in the margin asset (USDT): the sum over their accounts (futures,
 * bonus, follow, grants) of each one's equity, its wallet balance where no equity is listed.
 * Undefined before futures are opened (no account).
 */
export function futuresEquityOf(
  accounts: readonly FuturesAccount[] | undefined,
  currencyId = 1,
): string | undefined {
  if (!accounts || accounts.length === 0) return undefined;
  let total = new Decimal(0);
  for (const account of accounts) {
    const asset = account.assets.find((candidate) => candidate.cid === currencyId);
    const value = asset?.equity ?? asset?.wallet;
    if (value !== undefined) total = total.plus(value);
  }
  return total.toFixed();
}
