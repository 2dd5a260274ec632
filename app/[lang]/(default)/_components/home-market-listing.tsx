'use client';

import { useTranslations } from 'next-intl';
import { FavoriteToggle, useFavoriteIds } from '@/features/futures';
import { MarketListing, type Sparklines } from '@/features/markets';

// Module scope: one function for every render, so rows are not handed a new one each time.
const renderFavorite = (contractId: number, code: string) => (
  <FavoriteToggle contractId={contractId} symbol={code} />
);

/**
 * The home page's markets section: the listing with the futures feature's favourites composed in.
 * Features do not import each other (the favourites live in futures, the listing in markets), so
 * the page joins them.
 */
export function HomeMarketListing({ sparklines }: { sparklines: Sparklines }) {
  const t = useTranslations('Home');
  const favoriteIds = useFavoriteIds();
  return (
    <section
      id="markets"
      className="mx-auto max-w-[1600px] px-4 py-12"
      aria-labelledby="markets-title"
    >
      <h2 id="markets-title" className="mb-4 text-2xl font-semibold text-fg">
        {t('marketsTitle')}
      </h2>
      <MarketListing
        sparklines={sparklines}
        favoriteIds={favoriteIds}
        renderFavorite={renderFavorite}
      />
    </section>
  );
}
