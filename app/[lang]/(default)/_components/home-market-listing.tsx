'use client';

import { FavoriteToggle, useFavoriteIds } from '@/features/futures';
import { MarketListing, type Sparklines } from '@/features/markets';

// Module scope: one function for every render, so rows are not handed a new one each time.
const renderFavorite = (contractId: number, code: string) => (
  <FavoriteToggle contractId={contractId} symbol={code} />
);

/**
 * The market listing with the futures feature's favourites composed in: features do not import
 * each other (the favourites live in futures, the listing in markets), so the page joins them.
 */
export function HomeMarketListing({ sparklines }: { sparklines: Sparklines }) {
  const favoriteIds = useFavoriteIds();
  return (
    <MarketListing
      sparklines={sparklines}
      favoriteIds={favoriteIds}
      renderFavorite={renderFavorite}
    />
  );
}
