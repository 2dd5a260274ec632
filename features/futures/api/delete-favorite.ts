import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { favoriteBody, type FavoriteInput, type FavoritesAnswer } from './favorite-input';
import {
  changeCachedFavorites,
  getPrivateConfigsQueryOptions,
  restoreCachedConfigs,
} from './get-private-configs';

/** POST future/deleteFavorite { contractId } (futures API). Errors are shown, success is silent. */
export function deleteFavorite(input: FavoriteInput): Promise<FavoritesAnswer> {
  return http.fetch(
    {
      base: 'futures',
      path: 'future/deleteFavorite',
      method: 'POST',
      json: favoriteBody(input),
      messages: 'errors-only',
    },
    // The schema loads with the request, not with the page: zod stays out of the first load.
    () => import('./schemas').then((schemas) => schemas.favoritesAnswerSchema),
  );
}

/**
 * Removes a favourite for a logged-in user: the star empties at once (configs/private in the
 * cache), comes back if the server refuses, and configs/private is read again either way.
 */
export function useDeleteFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['futures', 'favorites', 'delete'],
    mutationFn: deleteFavorite,
    onMutate: ({ contractId }) =>
      changeCachedFavorites(queryClient, (ids) => ids.filter((id) => id !== contractId)),
    onError: (_error, _input, previous) => restoreCachedConfigs(queryClient, previous),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: getPrivateConfigsQueryOptions().queryKey }),
  });
}
