import type { MarketSort, SortKey } from '../model/sort-rows';

/**
 * A column header that sorts the listing. `aria-sort` sits on the sorted column only (as ARIA
 * asks); the arrow repeats it for sighted users.
 */
export function SortHeader({
  column,
  label,
  sort,
  onSort,
  className,
}: {
  column: SortKey;
  label: string;
  sort: MarketSort;
  onSort: (column: SortKey) => void;
  className?: string;
}) {
  return (
    <th
      scope="col"
      aria-sort={sort.key === column ? sort.direction : undefined}
      className={className}
    >
      {/* The arrow is drawn by market-listing.css from the header's aria-sort. */}
      <button type="button" onClick={() => onSort(column)} className="sort-button">
        {label}
      </button>
    </th>
  );
}
