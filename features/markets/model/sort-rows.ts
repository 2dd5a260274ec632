import { maxLeverage } from '@/lib/contract/reference-data';
import { toDecimal, type Decimal } from '@/lib/decimal';
import type { MarketRow } from './market-row';

/**
 * The sortable columns. The home listing sorts by last price, 24 h change and `volume` (its
 * turnover in the quote asset); the markets page by every column it shows.
 */
export type SortKey =
  | 'name'
  | 'price'
  | 'change'
  | 'high'
  | 'low'
  | 'baseVolume'
  | 'volume'
  | 'openInterest'
  | 'funding'
  | 'mark'
  | 'leverage';
/** Named as `aria-sort` names them, so a header can announce the order as it is. */
export type SortDirection = 'descending' | 'ascending';

export interface MarketSort {
  key: SortKey;
  direction: SortDirection;
}

const INDICATOR_FIELD = {
  price: 'lp',
  change: 'pcr',
  high: 'h',
  low: 'l',
  baseVolume: 'pv',
  volume: 'pt',
  mark: 'mp',
} as const;

function present(value: Decimal): Decimal | null {
  return value.isNaN() ? null : value;
}

/** The figure a column sorts by, as a decimal; null when the row does not have it. */
function valueOf(row: MarketRow, key: Exclude<SortKey, 'name'>): Decimal | null {
  switch (key) {
    case 'leverage':
      return toDecimal(maxLeverage(row.contract));
    case 'funding':
      return present(toDecimal(row.funding?.fundingRate, NaN));
    case 'openInterest':
      return present(openInterestValue(row));
    default:
      return present(toDecimal(row.indicator?.[INDICATOR_FIELD[key]], NaN));
  }
}

/**
 * Open interest as its value in the quote asset (contracts × mark price, or the last price while
 * the mark is unknown), so contracts of very different prices compare as traders compare them.
 * NaN when either figure is missing.
 */
export function openInterestValue(row: MarketRow): Decimal {
  const price = toDecimal(row.indicator?.mp ?? row.indicator?.lp, NaN);
  return toDecimal(row.indicator?.oi, NaN).times(price);
}

/**
 * Rows in the given order, compared as decimals. A row without the figure goes last in either
 * direction (an unknown price is neither the highest nor the lowest); ties keep the input order.
 */
export function sortRows(rows: readonly MarketRow[], sort: MarketSort): MarketRow[] {
  const sign = sort.direction === 'descending' ? -1 : 1;
  return rows
    .map((row, index) => ({
      row,
      index,
      value: sort.key === 'name' ? row.code : valueOf(row, sort.key),
    }))
    .sort((a, b) => {
      if (a.value === null || b.value === null) {
        return Number(a.value === null) - Number(b.value === null) || a.index - b.index;
      }
      const order =
        typeof a.value === 'string' || typeof b.value === 'string'
          ? String(a.value).localeCompare(String(b.value), 'en')
          : a.value.comparedTo(b.value);
      return sign * order || a.index - b.index;
    })
    .map(({ row }) => row);
}

/**
 * A click on a column header: the sorted column flips between descending and ascending, another
 * column starts descending (the biggest price, gain or volume first, as exchanges list them), the
 * name from A.
 */
export function nextSort(current: MarketSort, key: SortKey): MarketSort {
  if (current.key !== key) return { key, direction: key === 'name' ? 'ascending' : 'descending' };
  return { key, direction: current.direction === 'descending' ? 'ascending' : 'descending' };
}
