import type { MarketRow } from './market-row';

/** What the markets page lists: every contract, or the favourites only. */
export type MarketsFilter = 'all' | 'favorites';

/** A search as traders type it: case, spaces and the pair's slash or dash do not matter. */
function normalized(text: string): string {
  return text.toUpperCase().replace(/[\s/_-]+/g, '');
}

/**
 * The rows whose contract matches the search (its code, `BTCUSDT`, or its base asset, `BTC`),
 * among every contract or the favourites. An empty search matches every row.
 */
export function filterRows(
  rows: readonly MarketRow[],
  query: string,
  filter: MarketsFilter,
  favoriteIds: ReadonlySet<number>,
): MarketRow[] {
  const wanted = normalized(query);
  return rows.filter(
    (row) =>
      (filter === 'all' || favoriteIds.has(row.contract.contractId)) &&
      (wanted === '' || normalized(row.code).includes(wanted)),
  );
}
