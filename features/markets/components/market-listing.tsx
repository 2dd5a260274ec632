'use client';

import { useTranslations } from 'next-intl';
import { useId, useMemo, useState, type ReactNode } from 'react';
import type { Sparklines } from '../model/sparkline';
import { nextSort, type MarketSort, type SortKey } from '../model/sort-rows';
import { DEFAULT_TAB, listedRows, tabSort, type MarketTab } from '../model/tabs';
import { useHeldOrder } from '../hooks/use-held-order';
import { useMarketRows } from '../hooks/use-market-rows';
import { MarketRow } from './market-row';
import { MarketTabs, panelId, tabId } from './market-tabs';
import { SortHeader } from './sort-header';

export interface MarketListingProps {
  /** Computed on the server from hourly candles (`getSparklines`); a contract without one draws none. */
  sparklines?: Sparklines | undefined;
  /** The visitor's or user's favourite contracts. */
  favoriteIds: ReadonlySet<number>;
  /**
   * The favourite star of a row. Favourites belong to another feature, so the page composes it in
   * (the futures feature's FavoriteToggle).
   */
  renderFavorite?: ((contractId: number, code: string) => ReactNode) | undefined;
  initialTab?: MarketTab | undefined;
}

const EMPTY_TEXT: Partial<Record<MarketTab, 'emptyFavorites' | 'emptyGainers' | 'emptyLosers'>> = {
  favorites: 'emptyFavorites',
  gainers: 'emptyGainers',
  losers: 'emptyLosers',
};

/**
 * The home page's market listing: Favourites, Hot, 24 h gainers and losers, and New contracts,
 * each row with its last price (flashing as it moves), 24 h change, turnover and a sparkline,
 * sortable by price, change and volume. Server-rendered with the prefetched overview, then live.
 */
export function MarketListing({
  sparklines,
  favoriteIds,
  renderFavorite,
  initialTab = DEFAULT_TAB,
}: MarketListingProps) {
  const t = useTranslations('Markets');
  const idBase = useId();
  const [tab, setTab] = useState<MarketTab>(initialTab);
  const [sort, setSort] = useState<MarketSort>(() => tabSort(initialTab));
  const { rows, loading } = useMarketRows();
  const fresh = useMemo(
    () => listedRows(rows, tab, favoriteIds, sort),
    [rows, tab, favoriteIds, sort],
  );
  // Sorted live as the figures move, the header's arrow saying so, except while the pointer or
  // the focus is in the list (no row jumps from under them).
  const { listed, holdHandlers } = useHeldOrder(fresh, `${tab}|${sort.key}|${sort.direction}`);
  const emptyText = EMPTY_TEXT[tab];

  function selectTab(next: MarketTab) {
    setTab(next);
    // Each tab opens in its own order (gainers by rise, losers by fall).
    setSort(tabSort(next));
  }
  const onSort = (column: SortKey) => setSort((current) => nextSort(current, column));

  return (
    <div className="min-w-0">
      <MarketTabs idBase={idBase} selected={tab} onSelect={selectTab} />
      <div
        role="tabpanel"
        id={panelId(idBase)}
        aria-labelledby={tabId(idBase, tab)}
        // Relative: anything positioned inside (screen-reader-only text) stays within the panel.
        className="relative"
        {...holdHandlers}
      >
        <table className="market-table" aria-labelledby={tabId(idBase, tab)}>
          <thead>
            <tr>
              <th scope="col">
                <span className="sr-only">{t('columns.favorite')}</span>
              </th>
              <th scope="col">{t('columns.pair')}</th>
              <SortHeader
                column="price"
                label={t('columns.lastPrice')}
                sort={sort}
                onSort={onSort}
              />
              <SortHeader
                column="change"
                label={t('columns.change24h')}
                sort={sort}
                onSort={onSort}
              />
              <SortHeader
                column="volume"
                label={t('columns.volume24h')}
                sort={sort}
                onSort={onSort}
              />
              <th scope="col">{t('columns.trend24h')}</th>
            </tr>
          </thead>
          <tbody>
            {listed.map((row) => (
              <MarketRow
                key={row.contract.contractId}
                row={row}
                loading={loading}
                sparkline={sparklines?.[row.contract.contractId]}
                favorite={renderFavorite?.(row.contract.contractId, row.code)}
              />
            ))}
          </tbody>
        </table>
        {listed.length === 0 && emptyText ? (
          <p className="border-t border-line px-3 py-10 text-center text-sm text-fg-muted">
            {t(emptyText)}
          </p>
        ) : null}
      </div>
    </div>
  );
}
