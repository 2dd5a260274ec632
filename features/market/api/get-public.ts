import { queryOptions } from '@tanstack/react-query';
import { http } from '@/lib/http';
import type { PublicData } from './schemas';

export type PublicDataResult = PublicData & { source: 'server' | 'fallback' };

/**
 * The reference data bundled with the app, used when /api/getPublic does not succeed: what the
 * server answers (both are lib/contract/public-reference), loaded only then, and without zod (the
 * fallback works even when the schemas cannot load).
 */
async function fallbackPublicData(): Promise<PublicData> {
  const { publicReferenceData } = await import('@/lib/contract/public-reference');
  return publicReferenceData();
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
    return { ...(await fallbackPublicData()), source: 'fallback' };
  }
}

export const getPublicQueryOptions = () =>
  queryOptions({
    queryKey: ['market', 'public'],
    queryFn: ({ signal }) => getPublic(signal),
    staleTime: 5 * 60_000,
  });
