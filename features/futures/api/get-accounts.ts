import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '@/lib/http';
import { USER_QUERY_META } from '@/lib/query-client';
import { decimalStringSchema } from '@/lib/schemas/decimal';

/** A futures account's margin-asset row (server/services/trading/account-service.ts). */
export const futuresAccountAssetSchema = z.looseObject({
  cid: z.number().int(),
  wallet: z.optional(decimalStringSchema),
  avail: decimalStringSchema,
  upnl: z.optional(decimalStringSchema),
  frozen: z.optional(decimalStringSchema),
  margin: z.optional(decimalStringSchema),
  equity: z.optional(decimalStringSchema),
  maintenanceMargin: z.optional(decimalStringSchema),
  bonus: z.optional(decimalStringSchema),
});

/** `at` is the account type: 1 futures, 10 bonus, 11 follow, 30 grants. */
export const futuresAccountSchema = z.object({
  aid: z.union([z.number(), z.string()]),
  at: z.number().int(),
  assets: z.array(futuresAccountAssetSchema),
  posis: z.array(z.looseObject({})),
});
export type FuturesAccount = z.infer<typeof futuresAccountSchema>;

export const futuresAccountListSchema = z.array(futuresAccountSchema);

/** GET future/accounts (futures API; needs the session token): the accounts the user has. */
export function getAccounts(signal?: AbortSignal): Promise<FuturesAccount[]> {
  return http.fetch({ base: 'futures', path: 'future/accounts', signal }, futuresAccountListSchema);
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
