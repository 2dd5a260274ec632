import { queryOptions } from '@tanstack/react-query';
import { http } from '@/lib/http';
import type { WireDepthFrame } from '@/lib/contract/wire/public';

/** Levels per side of the first-paint book: what the book panel shows at most. */
export const DEPTH_SNAPSHOT_LEVELS = 20;

/** GET futureQuot/depth (futures API): the book as the socket publishes it, for the first paint. */
export function getDepthSnapshot(
  contractId: number,
  signal?: AbortSignal,
): Promise<WireDepthFrame> {
  // The schema loads with the request, not with the page: zod stays out of the first load.
  return http.fetch(
    {
      base: 'futures',
      path: 'futureQuot/depth',
      query: { contractId, limit: DEPTH_SNAPSHOT_LEVELS },
      signal,
    },
    () => import('./schemas').then((schemas) => schemas.depthAnswerSchema),
  );
}

/**
 * Read once per page: the socket's book replaces it as soon as the first frame arrives, so it is
 * never refetched.
 */
export const getDepthSnapshotQueryOptions = (contractId: number) =>
  queryOptions({
    queryKey: ['market', 'depth', contractId],
    queryFn: ({ signal }) => getDepthSnapshot(contractId, signal),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
