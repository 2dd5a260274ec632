import { describe, expect, it, vi } from 'vitest';
import {
  FAVORITES_STORAGE_KEY,
  createFavoritesStore,
  readLocalFavorites,
  toggleFavorite,
} from './favorites-store';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

describe('favourites of a visitor', () => {
  it('are stored locally under favIds as a comma-joined string, never sent to the server', async () => {
    const store = createFavoritesStore();
    const storage = memoryStorage();
    const addFavorite = vi.fn(async () => undefined);
    const deleteFavorite = vi.fn(async () => undefined);
    const deps = { store, storage, isLoggedIn: false, addFavorite, deleteFavorite };
    await toggleFavorite(1, deps);
    await toggleFavorite(5, deps);
    await toggleFavorite(3, deps);
    expect(storage.data.get(FAVORITES_STORAGE_KEY)).toBe('1,5,3');
    await toggleFavorite(5, deps);
    expect(storage.data.get(FAVORITES_STORAGE_KEY)).toBe('1,3');
    expect([...store.getState().ids]).toEqual([1, 3]);
    expect(addFavorite).not.toHaveBeenCalled();
    expect(deleteFavorite).not.toHaveBeenCalled();
  });

  it('are read back from favIds, ignoring junk', () => {
    expect(readLocalFavorites(memoryStorage({ favIds: '4, 2,,x,7' }))).toEqual([4, 2, 7]);
    expect(readLocalFavorites(memoryStorage())).toEqual([]);
  });
});

describe('favourites of a logged-in user', () => {
  it('sync every toggle to the server and leave local storage alone', async () => {
    const store = createFavoritesStore();
    const storage = memoryStorage();
    const addFavorite = vi.fn(async () => undefined);
    const deleteFavorite = vi.fn(async () => undefined);
    const deps = { store, storage, isLoggedIn: true, addFavorite, deleteFavorite };
    expect(await toggleFavorite(2, deps)).toBe(true);
    expect(await toggleFavorite(2, deps)).toBe(false);
    expect(addFavorite).toHaveBeenCalledWith(2);
    expect(deleteFavorite).toHaveBeenCalledWith(2);
    expect(storage.data.has(FAVORITES_STORAGE_KEY)).toBe(false);
  });

  it('roll back when the server refuses', async () => {
    const store = createFavoritesStore();
    store.getState().favoritesLoaded([9]);
    const refused = Object.assign(new Error('no'), { code: 1034 });
    const deps = {
      store,
      storage: memoryStorage(),
      isLoggedIn: true,
      addFavorite: vi.fn(async () => Promise.reject(refused)),
      deleteFavorite: vi.fn(async () => Promise.reject(refused)),
    };
    await expect(toggleFavorite(4, deps)).rejects.toBe(refused);
    await expect(toggleFavorite(9, deps)).rejects.toBe(refused);
    expect([...store.getState().ids]).toEqual([9]);
  });
});
