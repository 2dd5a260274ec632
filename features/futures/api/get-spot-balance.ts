import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { http } from '@/lib/http';
import { USER_QUERY_META } from '@/lib/query-client';
import { decimalStringSchema } from '@/lib/schemas/decimal';

/**
 * A spot wallet balance (server/services/trading/account-service.ts `spotBalance`): real =
 * available, trade = available floored at 0, frozen = frozen initial margin.
 */
export const spotBalanceSchema = z.object({
  currencyId: z.number().check(z.int()),
  real: decimalStringSchema,
  trade: decimalStringSchema,
  frozen: decimalStringSchema,
});
export type SpotBalance = z.infer<typeof spotBalanceSchema>;

export const spotBalanceListSchema = z.array(spotBalanceSchema);

/** GET future/spotBalance (futures API; needs the session token). */
export function getSpotBalance(signal?: AbortSignal): Promise<SpotBalance[]> {
  return http.fetch({ base: 'futures', path: 'future/spotBalance', signal }, spotBalanceListSchema);
}

export const getSpotBalanceQueryOptions = () =>
  queryOptions({
    queryKey: ['futures', 'spot-balance'],
    queryFn: ({ signal }) => getSpotBalance(signal),
    meta: USER_QUERY_META,
  });
