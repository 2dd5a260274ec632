/** The body of future/addFavorite and future/deleteFavorite. */
export interface FavoriteInput {
  contractId: number;
}

/** Both answer the favourites as they are after the change (schema in ./schemas). */
export type { FavoritesAnswer } from './schemas';

/**
 * The body as sent: a positive integer contract id, and nothing else; anything else throws. Checked
 * without zod: the star's request leaves in the click's own tick, before a lazily loaded schema
 * could arrive, and zod stays out of the page's first load.
 */
export function favoriteBody(input: FavoriteInput): FavoriteInput {
  const { contractId } = input;
  if (!Number.isSafeInteger(contractId) || contractId <= 0) {
    throw new TypeError(`A favourite is a contract id (a positive integer), not ${contractId}`);
  }
  return { contractId };
}
