import { cn } from '@/lib/cn';
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
  const active = sort.key === column;
  return (
    <th scope="col" aria-sort={active ? sort.direction : undefined} className={className}>
      <button
        type="button"
        onClick={() => onSort(column)}
        className={cn(
          'inline-flex items-center gap-1 rounded hover:text-fg focus-visible:outline-2 focus-visible:outline-primary',
          active && 'text-fg',
        )}
      >
        {label}
        <svg viewBox="0 0 8 12" width="8" height="12" aria-hidden="true" focusable="false">
          <path
            d="M4 1 7 5H1z"
            fill="currentColor"
            opacity={active && sort.direction === 'ascending' ? 1 : 0.35}
          />
          <path
            d="M4 11 1 7h6z"
            fill="currentColor"
            opacity={active && sort.direction === 'descending' ? 1 : 0.35}
          />
        </svg>
      </button>
    </th>
  );
}
