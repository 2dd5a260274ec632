import { queryOptions } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { USER_QUERY_META } from '@/lib/query-client';
import type { WireSpotBalance } from '@/lib/contract/wire/wallet';
import { wireSpotBalanceListSchema } from '@/lib/contract/wire/wallet-schemas';

/**
 * A spot wallet balance (server/services/trading/account-service.ts `spotBalance`): real =
 * available, trade = available floored at 0, frozen = frozen initial margin. The contract's.
 */
export type SpotBalance = WireSpotBalance;

/** GET future/spotBalance (futures API; needs the session token). */
export function getSpotBalance(signal?: AbortSignal): Promise<SpotBalance[]> {
  return http.fetch(
    { base: 'futures', path: 'future/spotBalance', signal },
    wireSpotBalanceListSchema,
  );
}

export const getSpotBalanceQueryOptions = () =>
  queryOptions({
    queryKey: ['futures', 'spot-balance'],
    queryFn: ({ signal }) => getSpotBalance(signal),
    meta: USER_QUERY_META,
  });
