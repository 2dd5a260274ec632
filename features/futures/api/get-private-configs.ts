import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { USER_QUERY_META } from '@/lib/query-client';
import type { PrivateConfigs } from './schemas';

export type { PrivateConfigs } from './schemas';

/**
 * GET configs/private (futures API; needs the session token): the user's "private data". The
 * position mode and configs are the futures account's, or those of `accountType` when named.
 */
export function getPrivateConfigs(
  signal?: AbortSignal,
  accountType?: number,
): Promise<PrivateConfigs> {
  // The schema loads with the request, not with the page: zod stays out of the first load.
  return http.fetch(
    {
      base: 'futures',
      path: 'configs/private',
      ...(accountType === undefined ? {} : { query: { accountType } }),
      signal,
    },
    () => import('./schemas').then((schemas) => schemas.privateConfigsSchema),
  );
}

export const getPrivateConfigsQueryOptions = () =>
  queryOptions({
    queryKey: ['futures', 'configs', 'private'],
    queryFn: ({ signal }) => getPrivateConfigs(signal),
    meta: USER_QUERY_META,
  });

/**
 * Another account's position mode and configs (the bonus account's). Its key starts with the
 * main one's, so whatever refreshes configs/private refreshes it too.
 */
export const getAccountConfigsQueryOptions = (accountType: number) =>
  queryOptions({
    queryKey: ['futures', 'configs', 'private', accountType],
    queryFn: ({ signal }) => getPrivateConfigs(signal, accountType),
    meta: USER_QUERY_META,
  });

/**
 * Puts the preferences a save answered into the cached configs/private (so a colour convention or
 * the chart's indicators apply without waiting) and reads it again.
 */
export function preferencesSaved(
  queryClient: QueryClient,
  preferences: PrivateConfigs['preferences'],
): Promise<void> {
  const { queryKey } = getPrivateConfigsQueryOptions();
  const previous = queryClient.getQueryData(queryKey);
  if (previous) queryClient.setQueryData(queryKey, { ...previous, preferences });
  return queryClient.invalidateQueries({ queryKey });
}

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
