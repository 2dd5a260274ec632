'use client';

import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getPrivateConfigsQueryOptions } from '../api/get-private-configs';
import { favoritesStore, readLocalFavorites } from '../stores/favorites-store';

/**
 * Startup load of favourite contracts (spec: startup). A visitor's come from local storage, read
 * after hydration so server and client render the same first frame; a logged-in user's are the
 * configs/private query (the "private data" startup loads), which `useFavoriteIds` selects from.
 */
export function useLoadFavorites(isLoggedIn: boolean): void {
  useQuery({ ...getPrivateConfigsQueryOptions(), enabled: isLoggedIn });
  useEffect(() => {
    if (!isLoggedIn) favoritesStore.getState().favoritesLoaded(readLocalFavorites());
  }, [isLoggedIn]);
}
