import { queryOptions, type QueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { http } from '@/lib/http';
import { USER_QUERY_META } from '@/lib/query-client';

/** What configs/private answers (server/services/trading/preferences.ts `privateConfigs`). */
export const privateConfigsSchema = z.object({
  /** Favourite contract ids, in the order they were added. */
  favorites: z.array(z.number().check(z.int())),
  positionMode: z.object({ hedge: z.boolean() }),
  positionConfigs: z.array(
    z.object({
      contractId: z.number().check(z.int()),
      isolated: z.boolean(),
      leverage: z.number(),
    }),
  ),
  preferences: z.object({
    confirmOrders: z.boolean(),
    dismissedNotices: z.record(z.string(), z.boolean()),
    colorConvention: z.enum(['greenUp', 'redUp']),
    quantityUnit: z.enum(['contract', 'base', 'quote']),
  }),
});
export type PrivateConfigs = z.infer<typeof privateConfigsSchema>;

/** GET configs/private (futures API; needs the session token): the user's "private data". */
export function getPrivateConfigs(signal?: AbortSignal): Promise<PrivateConfigs> {
  return http.fetch({ base: 'futures', path: 'configs/private', signal }, privateConfigsSchema);
}

export const getPrivateConfigsQueryOptions = () =>
  queryOptions({
    queryKey: ['futures', 'configs', 'private'],
    queryFn: ({ signal }) => getPrivateConfigs(signal),
    meta: USER_QUERY_META,
  });

/**
 * Shows a favourite change in the cached configuration at once (the add/delete mutations call it
 * in `onMutate`) and returns what to put back if the server refuses.
 */
export async function changeCachedFavorites(
  queryClient: QueryClient,
  change: (favorites: readonly number[]) => number[],
): Promise<PrivateConfigs | undefined> {
  const { queryKey } = getPrivateConfigsQueryOptions();
  await queryClient.cancelQueries({ queryKey });
  const previous = queryClient.getQueryData(queryKey);
  if (previous)
    queryClient.setQueryData(queryKey, { ...previous, favorites: change(previous.favorites) });
  return previous;
}

export function restoreCachedConfigs(
  queryClient: QueryClient,
  previous: PrivateConfigs | undefined,
): void {
  if (previous) queryClient.setQueryData(getPrivateConfigsQueryOptions().queryKey, previous);
}
