import * as z from 'zod/mini';

/** The body of future/addFavorite and future/deleteFavorite. */
export const favoriteInputSchema = z.object({
  contractId: z.number().check(z.int(), z.positive()),
});
export type FavoriteInput = z.infer<typeof favoriteInputSchema>;

/** Both answer the favourites as they are after the change. */
export const favoritesAnswerSchema = z.object({ favorites: z.array(z.number().check(z.int())) });
export type FavoritesAnswer = z.infer<typeof favoritesAnswerSchema>;
