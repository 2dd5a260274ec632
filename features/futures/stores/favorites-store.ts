import { createStore } from 'zustand/vanilla';

/**
 * A visitor's favourites: kept in local storage under `favIds` as "1,2,3", mirrored in this small
 * store so components re-render on a toggle. A logged-in user's favourites are server data and
 * live only in the configs/private query.
 */
export const FAVORITES_STORAGE_KEY = 'favIds';

export interface FavoritesState {
  ids: ReadonlySet<number>;
  favoritesLoaded: (ids: Iterable<number>) => void;
  favoriteToggled: (id: number) => void;
}

type FavoritesStorage = Pick<Storage, 'getItem' | 'setItem'>;

function defaultStorage(): FavoritesStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function readLocalFavorites(storage: FavoritesStorage | null = defaultStorage()): number[] {
  const raw = storage?.getItem(FAVORITES_STORAGE_KEY) ?? '';
  return raw
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isInteger(id) && id > 0);
}

export function writeLocalFavorites(
  ids: Iterable<number>,
  storage: FavoritesStorage | null = defaultStorage(),
): void {
  storage?.setItem(FAVORITES_STORAGE_KEY, [...ids].join(','));
}

/** `storage` is read lazily so a test (or a private window without storage) can swap it. */
export function createFavoritesStore(storage: () => FavoritesStorage | null = defaultStorage) {
  return createStore<FavoritesState>()((set, get) => ({
    ids: new Set<number>(),
    favoritesLoaded: (ids) => set({ ids: new Set(ids) }),
    favoriteToggled: (id) => {
      const ids = new Set(get().ids);
      if (!ids.delete(id)) ids.add(id);
      writeLocalFavorites(ids, storage());
      set({ ids });
    },
  }));
}

export type FavoritesStore = ReturnType<typeof createFavoritesStore>;

export const favoritesStore: FavoritesStore = createFavoritesStore();
