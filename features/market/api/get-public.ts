import { queryOptions } from '@tanstack/react-query';
import { contracts, spotCurrencies, spotSymbols } from '@/lib/contract/reference-data';
import { http } from '@/lib/http';
import { publicDataSchema, type PublicData } from './schemas';

export type PublicDataResult = PublicData & { source: 'server' | 'fallback' };

/** The reference data bundled with the app, used when /api/getPublic does not succeed. */
export function fallbackPublicData(): PublicData {
  return publicDataSchema.parse({
    contracts,
    currencies: spotCurrencies,
    spotCurrencies,
    spotSymbols,
  });
}

/** GET /api/getPublic: contracts, currencies, spot currencies and spot symbols. */
export async function getPublic(signal?: AbortSignal): Promise<PublicDataResult> {
  try {
    const data = await http.fetch(
      { base: 'origin', path: '/api/getPublic', signal },
      publicDataSchema,
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
