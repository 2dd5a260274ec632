'use client';

import { useVirtualizer } from '@tanstack/react-virtual';
import { useTranslations } from 'next-intl';
import {
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { focusRing } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { Decimal, type Decimal as DecimalValue } from '@/lib/decimal';
import { Skeleton } from './skeleton';

/**
 * A table for histories and lists: column definitions in, a semantic <table> out, sortable
 * headers, skeleton rows while loading, an empty state, and windowing for long histories.
 * @tanstack/react-table would bring column pinning, grouping and filtering we do not use; sorting
 * one column and rendering rows is this small file.
 */
export type SortValue = string | number | DecimalValue | null | undefined;

export interface DataTableColumn<Row> {
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Numbers are aligned to the end so their digits line up. */
  align?: 'start' | 'end';
  /** Makes the column sortable; numbers, Decimals and numeric text sort by value. */
  sortValue?: (row: Row) => SortValue;
  width?: CSSProperties['width'];
  /** Hides the column on screens narrower than this breakpoint. */
  hideBelow?: 'sm' | 'md' | 'lg';
}

export type SortDirection = 'asc' | 'desc';
export interface SortState {
  columnId: string;
  direction: SortDirection;
}

export interface DataTableProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  getRowId: (row: Row) => string;
  /** Names the table for screen readers. */
  'aria-label'?: string;
  loading?: boolean;
  /** How many skeleton rows stand in for the data while loading. */
  loadingRows?: number;
  /** Shown when there are no rows; a plain "No records yet" by default. */
  empty?: ReactNode;
  onRowClick?: (row: Row) => void;
  initialSort?: SortState;
  /** Renders only the rows in view; needs a fixed `rowHeight` and scrolls within `maxHeight`. */
  virtualize?: boolean;
  rowHeight?: number;
  /** Height in px beyond which the body scrolls under the sticky header. */
  maxHeight?: number;
  className?: string;
}

// Literal class names, so Tailwind finds them.
const hideBelowClass = {
  sm: 'hidden sm:table-cell',
  md: 'hidden md:table-cell',
  lg: 'hidden lg:table-cell',
} as const;

const NUMERIC = /^-?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

function asDecimal(value: SortValue): DecimalValue | null {
  if (value instanceof Decimal) return value;
  if (typeof value === 'number') return Number.isFinite(value) ? new Decimal(value) : null;
  if (typeof value === 'string' && NUMERIC.test(value.trim())) return new Decimal(value.trim());
  return null;
}

/** Numbers by value ("10" after "9", exact for Decimals), text by the user's collation; blanks last. */
export function compareSortValues(a: SortValue, b: SortValue): number {
  const missingA = a === null || a === undefined || a === '';
  const missingB = b === null || b === undefined || b === '';
  if (missingA || missingB) return missingA === missingB ? 0 : missingA ? 1 : -1;
  const da = asDecimal(a);
  const db = asDecimal(b);
  if (da && db) return da.comparedTo(db);
  return String(a).localeCompare(String(b), undefined, { numeric: true });
}

function nextSort(current: SortState | null, columnId: string): SortState | null {
  if (!current || current.columnId !== columnId) return { columnId, direction: 'asc' };
  if (current.direction === 'asc') return { columnId, direction: 'desc' };
  return null;
}

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

export function DataTable<Row>({
  columns,
  rows,
  getRowId,
  loading = false,
  loadingRows = 5,
  empty,
  onRowClick,
  initialSort,
  virtualize = false,
  rowHeight = 40,
  maxHeight,
  className,
  'aria-label': ariaLabel,
}: DataTableProps<Row>) {
  const t = useTranslations('UIData');
  const [sort, setSort] = useState<SortState | null>(initialSort ?? null);
  const scrollRef = useRef<HTMLDivElement>(null);

  const sortedRows = useMemo(() => {
    const column = sort ? columns.find((c) => c.id === sort.columnId) : undefined;
    const sortValue = column?.sortValue;
    if (!sort || !sortValue) return rows;
    const factor = sort.direction === 'asc' ? 1 : -1;
    // Blanks stay last in both directions; ties keep the incoming order (Array#sort is stable).
    return [...rows].sort((ra, rb) => {
      const a = sortValue(ra);
      const b = sortValue(rb);
      const blankA = a === null || a === undefined || a === '';
      const blankB = b === null || b === undefined || b === '';
      if (blankA || blankB) return compareSortValues(a, b);
      return factor * compareSortValues(a, b);
    });
  }, [rows, columns, sort]);

  const scrollHeight = maxHeight ?? (virtualize ? 480 : undefined);
  // The compiler skips memoising this component because of the virtualizer; nothing memoised
  // receives its functions, so the table still re-renders on every scroll as it must.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: sortedRows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 8,
    enabled: virtualize,
    // Until the container is measured (and in tests, where nothing has a size), assume it is full.
    initialRect: { width: 0, height: scrollHeight ?? 480 },
  });

  const showSkeleton = loading && rows.length === 0;
  const showEmpty = !loading && rows.length === 0;

  const cellClass = (column: DataTableColumn<Row>) =>
    cn(
      'px-3 whitespace-nowrap',
      column.align === 'end' ? 'text-end' : 'text-start',
      column.hideBelow ? hideBelowClass[column.hideBelow] : null,
    );

  const renderRow = (row: Row, index: number) => {
    const activate = onRowClick ? () => onRowClick(row) : undefined;
    return (
      <tr
        key={getRowId(row)}
        aria-rowindex={virtualize ? index + 2 : undefined}
        style={virtualize ? { height: rowHeight } : undefined}
        tabIndex={activate ? 0 : undefined}
        onClick={activate}
        onKeyDown={
          activate
            ? (event: KeyboardEvent<HTMLTableRowElement>) => {
                // Keys pressed on a button or link inside the row are theirs, not the row's.
                if (event.target !== event.currentTarget) return;
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  activate();
                }
              }
            : undefined
        }
        className={cn(
          'border-b border-line/60 text-fg',
          activate &&
            'cursor-pointer outline-none hover:bg-bg-raised focus-visible:bg-bg-raised focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-inset',
        )}
      >
        {columns.map((column) => (
          <td key={column.id} className={cn(cellClass(column), virtualize ? 'py-0' : 'h-10 py-2')}>
            {column.cell(row)}
          </td>
        ))}
      </tr>
    );
  };

  let body: ReactNode;
  if (showSkeleton) {
    body = Array.from({ length: loadingRows }, (_, i) => (
      <tr key={`loading-${i}`} className="border-b border-line/60">
        {columns.map((column, c) => (
          <td key={column.id} className={cn(cellClass(column), 'h-10 py-2')}>
            {i === 0 && c === 0 ? <span className="sr-only">{t('loadingTable')}</span> : null}
            <Skeleton className="h-3 w-16" />
          </td>
        ))}
      </tr>
    ));
  } else if (showEmpty) {
    body = (
      <tr>
        <td colSpan={columns.length} className="px-3 py-10 text-center text-sm text-fg-muted">
          {empty ?? t('emptyTable')}
        </td>
      </tr>
    );
  } else if (virtualize) {
    const items = virtualizer.getVirtualItems();
    const before = items[0]?.start ?? 0;
    const after = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);
    body = (
      <>
        {before > 0 ? <tr aria-hidden="true" style={{ height: before }} /> : null}
        {items.map((item) => {
          const row = sortedRows[item.index];
          return row === undefined ? null : renderRow(row, item.index);
        })}
        {after > 0 ? <tr aria-hidden="true" style={{ height: after }} /> : null}
      </>
    );
  } else {
    body = sortedRows.map(renderRow);
  }

  return (
    <div
      ref={scrollRef}
      // A scroller keyboard users can reach (arrow keys scroll it once focused).
      tabIndex={0}
      className={cn('relative overflow-auto', focusRing, className)}
      style={scrollHeight !== undefined ? { maxHeight: scrollHeight } : undefined}
    >
      <table
        aria-label={ariaLabel}
        aria-busy={loading || undefined}
        aria-rowcount={virtualize ? sortedRows.length + 1 : undefined}
        className="w-full border-collapse text-sm"
      >
        <thead className="sticky top-0 z-10 bg-bg">
          <tr
            aria-rowindex={virtualize ? 1 : undefined}
            className="border-b border-line text-xs text-fg-muted"
          >
            {columns.map((column) => {
              const sorted = sort?.columnId === column.id ? sort.direction : null;
              return (
                <th
                  key={column.id}
                  scope="col"
                  style={column.width !== undefined ? { width: column.width } : undefined}
                  aria-sort={column.sortValue ? (sorted ? ariaSort[sorted] : 'none') : undefined}
                  className={cn(cellClass(column), 'h-9 font-normal')}
                >
                  {column.sortValue ? (
                    <button
                      type="button"
                      onClick={() => setSort((current) => nextSort(current, column.id))}
                      className={cn(
                        'inline-flex items-center gap-1 rounded outline-none hover:text-fg focus-visible:ring-2 focus-visible:ring-primary',
                        sorted && 'text-fg',
                      )}
                    >
                      {column.header}
                      <span aria-hidden="true" className="w-2 text-[10px]">
                        {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : ''}
                      </span>
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>{body}</tbody>
      </table>
    </div>
  );
}
