'use client';

import { FavoriteToggle, useFavoriteIds } from '@/features/futures';
import { MarketsTable } from '@/features/markets';

// Module scope: one function for every render, so rows are not handed a new one each time.
const renderFavorite = (contractId: number, code: string) => (
  <FavoriteToggle contractId={contractId} symbol={code} />
);

/**
 * The markets page's table with the futures feature's favourites composed in: features do not
 * import each other (the favourites live in futures, the table in markets), so the page joins them.
 */
export function MarketsPageTable() {
  const favoriteIds = useFavoriteIds();
  return <MarketsTable favoriteIds={favoriteIds} renderFavorite={renderFavorite} />;
}
