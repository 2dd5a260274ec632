import { queryOptions } from '@tanstack/react-query';
import { http } from '@/lib/http';
import type { WireTradingConfig } from '@/lib/contract/wire/reference';

/** A contract's fee rates as configs/public lists them (fractions: "0.0002" = 0.02 %). */
export type FeeRate = Pick<
  WireTradingConfig,
  'contractId' | 'code' | 'name' | 'makerFeeRate' | 'takerFeeRate'
>;

/**
 * GET configs/public (futures API, public): the maker and taker fee of every contract. The
 * server has one fee schedule for every account. The answer is the contract's
 * (lib/contract/wire/reference-schemas), its schema loaded with the request, not with the page.
 */
export async function getFeeRates(signal?: AbortSignal): Promise<FeeRate[]> {
  const configs = await http.fetch({ base: 'futures', path: 'configs/public', signal }, () =>
    import('@/lib/contract/wire/reference-schemas').then(
      (schemas) => schemas.wireTradingConfigsSchema,
    ),
  );
  return configs.contracts;
}

export const getFeeRatesQueryOptions = () =>
  queryOptions({
    queryKey: ['wallet', 'fees'],
    queryFn: ({ signal }) => getFeeRates(signal),
    staleTime: 5 * 60_000,
  });
