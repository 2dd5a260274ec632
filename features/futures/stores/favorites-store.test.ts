import { describe, expect, it } from 'vitest';
import { FAVORITES_STORAGE_KEY, createFavoritesStore, readLocalFavorites } from './favorites-store';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

describe('favourites of a visitor', () => {
  it('are stored locally under favIds as a comma-joined string, in the order they were added', () => {
    const storage = memoryStorage();
    const store = createFavoritesStore(() => storage);
    store.getState().favoriteToggled(1);
    store.getState().favoriteToggled(5);
    store.getState().favoriteToggled(3);
    expect(storage.data.get(FAVORITES_STORAGE_KEY)).toBe('1,5,3');
    store.getState().favoriteToggled(5);
    expect(storage.data.get(FAVORITES_STORAGE_KEY)).toBe('1,3');
    expect([...store.getState().ids]).toEqual([1, 3]);
  });

  it('are read back from favIds, ignoring junk', () => {
    expect(readLocalFavorites(memoryStorage({ favIds: '4, 2,,x,7' }))).toEqual([4, 2, 7]);
    expect(readLocalFavorites(memoryStorage())).toEqual([]);
  });

  it('still toggle on screen where local storage is unavailable', () => {
    const store = createFavoritesStore(() => null);
    store.getState().favoriteToggled(9);
    expect([...store.getState().ids]).toEqual([9]);
  });
});
