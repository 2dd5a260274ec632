import { createStore } from 'zustand/vanilla';

/** Favourites of a visitor live in local storage under `favIds`, as "1,2,3". */
export const FAVORITES_STORAGE_KEY = 'favIds';

export interface FavoritesState {
  ids: ReadonlySet<number>;
  favoritesLoaded: (ids: Iterable<number>) => void;
  favoriteAdded: (id: number) => void;
  favoriteRemoved: (id: number) => void;
}

export function createFavoritesStore() {
  return createStore<FavoritesState>()((set) => ({
    ids: new Set<number>(),
    favoritesLoaded: (ids) => set({ ids: new Set(ids) }),
    favoriteAdded: (id) =>
      set((state) => (state.ids.has(id) ? state : { ids: new Set(state.ids).add(id) })),
    favoriteRemoved: (id) =>
      set((state) => {
        if (!state.ids.has(id)) return state;
        const ids = new Set(state.ids);
        ids.delete(id);
        return { ids };
      }),
  }));
}

export type FavoritesStore = ReturnType<typeof createFavoritesStore>;

export const favoritesStore: FavoritesStore = createFavoritesStore();

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
    .filter((id) => isContractId(id));
}

function isContractId(id: number): boolean {
  return Number.isInteger(id) && id > 0;
}

export function writeLocalFavorites(
  ids: Iterable<number>,
  storage: FavoritesStorage | null = defaultStorage(),
): void {
  storage?.setItem(FAVORITES_STORAGE_KEY, [...ids].join(','));
}

export interface ToggleFavoriteDeps {
  store?: FavoritesStore;
  isLoggedIn: boolean;
  addFavorite: (contractId: number) => Promise<void>;
  deleteFavorite: (contractId: number) => Promise<void>;
  storage?: FavoritesStorage | null;
}

/**
 * Toggles a favourite. Logged in: the change is shown at once and synced to the server, and rolled
 * back if the server refuses. Visitor: stored locally only. Resolves to the new favourite state.
 */
export async function toggleFavorite(
  contractId: number,
  deps: ToggleFavoriteDeps,
): Promise<boolean> {
  const store = deps.store ?? favoritesStore;
  const wasFavorite = store.getState().ids.has(contractId);
  if (wasFavorite) store.getState().favoriteRemoved(contractId);
  else store.getState().favoriteAdded(contractId);

  if (!deps.isLoggedIn) {
    writeLocalFavorites(
      store.getState().ids,
      deps.storage === undefined ? defaultStorage() : deps.storage,
    );
    return !wasFavorite;
  }
  try {
    if (wasFavorite) await deps.deleteFavorite(contractId);
    else await deps.addFavorite(contractId);
    return !wasFavorite;
  } catch (error) {
    if (wasFavorite) store.getState().favoriteAdded(contractId);
    else store.getState().favoriteRemoved(contractId);
    throw error;
  }
}
