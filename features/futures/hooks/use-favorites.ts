'use client';

import { useCallback } from 'react';
import { useStore } from 'zustand';
import { hasToken } from '@/lib/session/token';
import { addFavorite } from '../api/add-favorite';
import { deleteFavorite } from '../api/delete-favorite';
import { favoritesStore, toggleFavorite } from '../stores/favorites-store';

export function useFavoriteIds(): ReadonlySet<number> {
  return useStore(favoritesStore, (state) => state.ids);
}

export function useIsFavorite(contractId: number): boolean {
  return useStore(favoritesStore, (state) => state.ids.has(contractId));
}

/** Toggle: synced to the server when logged in (a token exists), kept locally otherwise. */
export function useToggleFavorite(): (contractId: number) => Promise<boolean> {
  return useCallback(
    (contractId: number) =>
      toggleFavorite(contractId, { isLoggedIn: hasToken(), addFavorite, deleteFavorite }),
    [],
  );
}
