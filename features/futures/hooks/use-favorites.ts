'use client';

import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useStore } from 'zustand';
import { useIsLoggedIn } from '@/features/session';
import { useAddFavorite } from '../api/add-favorite';
import { useDeleteFavorite } from '../api/delete-favorite';
import { getPrivateConfigsQueryOptions, type PrivateConfigs } from '../api/get-private-configs';
import { favoritesStore } from '../stores/favorites-store';

const NO_FAVORITES: ReadonlySet<number> = new Set();

const favoriteSet = (configs: PrivateConfigs): ReadonlySet<number> => new Set(configs.favorites);

/**
 * Favourite contract ids: a logged-in user's from the configs/private query, a visitor's from
 * local storage.
 */
export function useFavoriteIds(): ReadonlySet<number> {
  const loggedIn = useIsLoggedIn();
  const { data } = useQuery({
    ...getPrivateConfigsQueryOptions(),
    select: favoriteSet,
    enabled: loggedIn,
  });
  const local = useStore(favoritesStore, (state) => state.ids);
  if (!loggedIn) return local;
  return data ?? NO_FAVORITES;
}

/**
 * Toggle: synced to the server when logged in (shown at once, rolled back if refused), kept in
 * local storage otherwise. Resolves to the new favourite state; rejects with the server's error.
 */
export function useToggleFavorite(): (contractId: number) => Promise<boolean> {
  const loggedIn = useIsLoggedIn();
  const ids = useFavoriteIds();
  const { mutateAsync: addAsync } = useAddFavorite();
  const { mutateAsync: removeAsync } = useDeleteFavorite();
  return useCallback(
    async (contractId: number) => {
      const wasFavorite = ids.has(contractId);
      if (!loggedIn) {
        favoritesStore.getState().favoriteToggled(contractId);
        return !wasFavorite;
      }
      if (wasFavorite) await removeAsync({ contractId });
      else await addAsync({ contractId });
      return !wasFavorite;
    },
    [ids, loggedIn, addAsync, removeAsync],
  );
}
