import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { favoriteBody, type FavoriteInput, type FavoritesAnswer } from './favorite-input';
import {
  changeCachedFavorites,
  getPrivateConfigsQueryOptions,
  restoreCachedConfigs,
} from './get-private-configs';

/** POST future/addFavorite { contractId } (futures API). Errors are shown, success is silent. */
export function addFavorite(input: FavoriteInput): Promise<FavoritesAnswer> {
  return http.fetch(
    {
      base: 'futures',
      path: 'future/addFavorite',
      method: 'POST',
      json: favoriteBody(input),
      messages: 'errors-only',
    },
    // The schema loads with the request, not with the page: zod stays out of the first load.
    () => import('./schemas').then((schemas) => schemas.favoritesAnswerSchema),
  );
}

/**
 * Adds a favourite for a logged-in user: the star fills at once (configs/private in the cache),
 * goes back if the server refuses, and configs/private is read again either way.
 */
export function useAddFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['futures', 'favorites', 'add'],
    mutationFn: addFavorite,
    onMutate: ({ contractId }) =>
      changeCachedFavorites(queryClient, (ids) =>
        ids.includes(contractId) ? [...ids] : [...ids, contractId],
      ),
    onError: (_error, _input, previous) => restoreCachedConfigs(queryClient, previous),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: getPrivateConfigsQueryOptions().queryKey }),
  });
}
