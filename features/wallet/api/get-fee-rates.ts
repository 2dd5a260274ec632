import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '@/lib/http';

/** A contract's fee rates as configs/public lists them (fractions: "0.0002" = 0.02 %). */
export const feeRateSchema = z.looseObject({
  contractId: z.number().int(),
  code: z.string(),
  name: z.string(),
  makerFeeRate: z.string(),
  takerFeeRate: z.string(),
});
export type FeeRate = z.infer<typeof feeRateSchema>;

export const feeRatesSchema = z
  .looseObject({ contracts: z.array(feeRateSchema) })
  .transform((configs) => configs.contracts);

/**
 * GET configs/public (futures API, public): the maker and taker fee of every contract. The
 * server has one fee schedule for every account.
 */
export function getFeeRates(signal?: AbortSignal): Promise<FeeRate[]> {
  return http.fetch({ base: 'futures', path: 'configs/public', signal }, feeRatesSchema);
}

export const getFeeRatesQueryOptions = () =>
  queryOptions({
    queryKey: ['wallet', 'fees'],
    queryFn: ({ signal }) => getFeeRates(signal),
    staleTime: 5 * 60_000,
  });
