export * from './components/contract-ticker';
export * from './api/add-favorite';
export * from './api/delete-favorite';
export * from './api/get-private-configs';
export * from './api/get-public-configs';
export * from './api/get-spot-balance';
export * from './hooks/use-favorites';
export * from './hooks/use-load-favorites';
export {
  FAVORITES_STORAGE_KEY,
  createFavoritesStore,
  favoritesStore,
  readLocalFavorites,
  toggleFavorite,
  writeLocalFavorites,
} from './stores/favorites-store';
