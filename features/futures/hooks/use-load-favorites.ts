'use client';

import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getPrivateConfigsQueryOptions } from '../api/get-private-configs';
import { favoritesStore, readLocalFavorites } from '../stores/favorites-store';

/**
 * Startup load of favourite contracts: a visitor's from local storage; a logged-in user's from
 * the private configuration (which is also the "private data" startup loads).
 */
export function useLoadFavorites(isLoggedIn: boolean): void {
  const { data } = useQuery({ ...getPrivateConfigsQueryOptions(), enabled: isLoggedIn });
  useEffect(() => {
    if (!isLoggedIn) favoritesStore.getState().favoritesLoaded(readLocalFavorites());
  }, [isLoggedIn]);
  useEffect(() => {
    if (isLoggedIn && data?.favoriteIds)
      favoritesStore.getState().favoritesLoaded(data.favoriteIds);
  }, [isLoggedIn, data]);
}
