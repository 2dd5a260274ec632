import { toDecimal } from '@/lib/decimal';
import type { MarketRow } from './market-row';
import { sortRows, type MarketSort } from './sort-rows';

export const MARKET_TABS = ['favorites', 'hot', 'gainers', 'losers', 'new'] as const;
export type MarketTab = (typeof MARKET_TABS)[number];

/** Hot is the first list a visitor sees: favourites are only known in the browser. */
export const DEFAULT_TAB: MarketTab = 'hot';

/** The order a tab opens with: gainers by rise, losers by fall, the others by 24 h turnover. */
export function tabSort(tab: MarketTab): MarketSort {
  if (tab === 'gainers') return { key: 'change', direction: 'descending' };
  if (tab === 'losers') return { key: 'change', direction: 'ascending' };
  return { key: 'volume', direction: 'descending' };
}

const changeSign = (row: MarketRow): number => {
  const change = toDecimal(row.indicator?.pcr, NaN);
  return change.isNaN() ? 0 : change.comparedTo(0);
};

/**
 * The rows a tab lists: favourites, every contract (hot), those up or down over 24 h, or the
 * newly listed ones.
 */
export function tabRows(
  rows: readonly MarketRow[],
  tab: MarketTab,
  favoriteIds: ReadonlySet<number>,
): MarketRow[] {
  switch (tab) {
    case 'favorites':
      return rows.filter((row) => favoriteIds.has(row.contract.contractId));
    case 'gainers':
      return rows.filter((row) => changeSign(row) > 0);
    case 'losers':
      return rows.filter((row) => changeSign(row) < 0);
    case 'new':
      return rows.filter((row) => row.contract.isNew);
    case 'hot':
      return [...rows];
  }
}

/** What the listing shows: the tab's rows in the chosen order. */
export function listedRows(
  rows: readonly MarketRow[],
  tab: MarketTab,
  favoriteIds: ReadonlySet<number>,
  sort: MarketSort,
): MarketRow[] {
  return sortRows(tabRows(rows, tab, favoriteIds), sort);
}

/**
 * `fresh` in the order of `previousIds` when both hold the same contracts. Live figures move
 * while the rows stay where they are: a list that re-sorted itself on every tick jumped under the
 * pointer (and Lighthouse counted each jump as a layout shift). The order is taken anew when the
 * tab, the sort or the set of rows changes.
 */
export function inPreviousOrder(
  fresh: MarketRow[],
  previousIds: readonly number[] | undefined,
): MarketRow[] {
  if (!previousIds || previousIds.length !== fresh.length) return fresh;
  const byId = new Map(fresh.map((row) => [row.contract.contractId, row]));
  const ordered: MarketRow[] = [];
  for (const id of previousIds) {
    const row = byId.get(id);
    if (!row) return fresh;
    ordered.push(row);
  }
  return ordered;
}
