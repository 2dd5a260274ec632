import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { Decimal, toDecimal } from '@/lib/decimal';
import { http } from '@/lib/http';

const numeric = z.union([z.string(), z.number()]);

/** real = available, trade = available floored at 0, frozen = frozen initial margin. */
export const spotBalanceSchema = z
  .looseObject({
    currencyId: z.coerce.number(),
    real: numeric.optional(),
    trade: numeric.optional(),
    upnl: numeric.optional(),
    frozen: numeric.optional(),
  })
  .transform((balance) => ({
    ...balance,
    trade: balance.trade ?? Decimal.max(toDecimal(balance.real), 0).toFixed(),
  }));

export const spotBalanceListSchema = z.preprocess(
  (value) => (value === null || value === undefined ? [] : Array.isArray(value) ? value : [value]),
  z.array(spotBalanceSchema),
);

export type SpotBalance = z.infer<typeof spotBalanceSchema>;

/** GET future/spotBalance (futures API; needs the session token). */
export function getSpotBalance(signal?: AbortSignal): Promise<SpotBalance[]> {
  return http.fetch({ base: 'futures', path: 'future/spotBalance', signal }, spotBalanceListSchema);
}

export const getSpotBalanceQueryOptions = () =>
  queryOptions({
    queryKey: ['futures', 'spot-balance'],
    queryFn: ({ signal }) => getSpotBalance(signal),
  });

export function useSpotBalance(options: { enabled?: boolean } = {}) {
  return useQuery({ ...getSpotBalanceQueryOptions(), enabled: options.enabled ?? true });
}
