import { queryOptions } from '@tanstack/react-query';
import { contracts, spotCurrencies, spotSymbols } from '@/lib/contract/reference-data';
import { http } from '@/lib/http';
import { deriveContract, sortSpotSymbols } from '@/lib/instruments';
import type { PublicData } from './schemas';

export type PublicDataResult = PublicData & { source: 'server' | 'fallback' };

/**
 * The reference data bundled with the app, used when /api/getPublic does not succeed. Built
 * without zod (it stays out of the first load, and the fallback works even when the schemas
 * cannot load): the same derivations publicDataSchema applies, on fresh copies; get-public.test.ts
 * checks it equals what the schema makes of the bundled data.
 */
export function fallbackPublicData(): PublicData {
  return {
    contracts: contracts.map((contract) =>
      deriveContract({ ...contract, riskLimits: contract.riskLimits.map((tier) => ({ ...tier })) }),
    ),
    currencies: spotCurrencies.map((currency) => ({ ...currency })),
    spotCurrencies: spotCurrencies.map((currency) => ({ ...currency })),
    spotSymbols: sortSpotSymbols(spotSymbols.map((symbol) => ({ ...symbol }))),
  };
}

/** GET /api/getPublic: contracts, currencies, spot currencies and spot symbols. */
export async function getPublic(signal?: AbortSignal): Promise<PublicDataResult> {
  try {
    // The schema loads with the request, not with the page: zod stays out of the first load.
    const data = await http.fetch({ base: 'origin', path: '/api/getPublic', signal }, () =>
      import('./schemas').then((schemas) => schemas.publicDataSchema),
    );
    return { ...data, source: 'server' };
  } catch (error) {
    if (signal?.aborted) throw error;
    return { ...fallbackPublicData(), source: 'fallback' };
  }
}

export const getPublicQueryOptions = () =>
  queryOptions({
    queryKey: ['market', 'public'],
    queryFn: ({ signal }) => getPublic(signal),
    staleTime: 5 * 60_000,
  });
