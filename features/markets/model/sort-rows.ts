import { toDecimal, type Decimal } from '@/lib/decimal';
import type { MarketRow } from './market-row';

/** The sortable columns: last price, 24 h change and 24 h volume (turnover in the quote asset). */
export type SortKey = 'price' | 'change' | 'volume';
/** Named as `aria-sort` names them, so a header can announce the order as it is. */
export type SortDirection = 'descending' | 'ascending';

export interface MarketSort {
  key: SortKey;
  direction: SortDirection;
}

const FIELD = { price: 'lp', change: 'pcr', volume: 'pt' } as const;

function valueOf(row: MarketRow, key: SortKey): Decimal | null {
  const value = toDecimal(row.indicator?.[FIELD[key]], NaN);
  return value.isNaN() ? null : value;
}

/**
 * Rows in the given order, compared as decimals. A row without the figure goes last in either
 * direction (an unknown price is neither the highest nor the lowest); ties keep the input order.
 */
export function sortRows(rows: readonly MarketRow[], sort: MarketSort): MarketRow[] {
  const sign = sort.direction === 'descending' ? -1 : 1;
  return rows
    .map((row, index) => ({ row, index, value: valueOf(row, sort.key) }))
    .sort((a, b) => {
      if (a.value === null || b.value === null) {
        return Number(a.value === null) - Number(b.value === null) || a.index - b.index;
      }
      return sign * a.value.comparedTo(b.value) || a.index - b.index;
    })
    .map(({ row }) => row);
}

/**
 * A click on a column header: the sorted column flips between descending and ascending, another
 * column starts descending (the biggest price, gain or volume first, as exchanges list them).
 */
export function nextSort(current: MarketSort, key: SortKey): MarketSort {
  if (current.key !== key) return { key, direction: 'descending' };
  return { key, direction: current.direction === 'descending' ? 'ascending' : 'descending' };
}
