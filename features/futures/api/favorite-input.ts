import { z } from 'zod';

/** The body of future/addFavorite and future/deleteFavorite. */
export const favoriteInputSchema = z.object({ contractId: z.number().int().positive() });
export type FavoriteInput = z.infer<typeof favoriteInputSchema>;

/** Both answer the favourites as they are after the change. */
export const favoritesAnswerSchema = z.object({ favorites: z.array(z.number().int()) });
export type FavoritesAnswer = z.infer<typeof favoritesAnswerSchema>;
