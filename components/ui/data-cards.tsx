'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import type { DataTableColumn } from './data-table';
import { Skeleton } from './skeleton';

/**
 * The rows of a DataTable as a list of cards, for phones: a table of positions or orders needs
 * sideways scrolling there, a card shows a row's key figures and its buttons within the width. It
 * takes the table's own columns, so a cell looks the same in both and an action added to the
 * table's actions column shows on the card too.
 */
export interface DataCardsProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  getRowId: (row: Row) => string;
  /** The columns whose cells head each card (the contract, the side), in this order. */
  titleColumns: readonly string[];
  /** The columns shown as a label and its value, two a line, in this order. */
  fieldColumns: readonly string[];
  /** The column whose cell holds the row's buttons: the card's foot, wrapping as needed. */
  actionsColumn?: string;
  /** Names the list for screen readers. */
  'aria-label'?: string;
  loading?: boolean;
  /** How many skeleton cards stand in for the data while loading. */
  loadingRows?: number;
  /** Shown when there are no rows; a plain "No records yet" by default. */
  empty?: ReactNode;
  className?: string;
}

export function DataCards<Row>({
  columns,
  rows,
  getRowId,
  titleColumns,
  fieldColumns,
  actionsColumn,
  loading = false,
  loadingRows = 2,
  empty,
  className,
  'aria-label': ariaLabel,
}: DataCardsProps<Row>) {
  const t = useTranslations('UIData');
  const pick = (ids: readonly string[]) =>
    ids.flatMap((id) => columns.filter((column) => column.id === id));
  const title = pick(titleColumns);
  const fields = pick(fieldColumns);
  const actions = actionsColumn === undefined ? undefined : pick([actionsColumn])[0];

  if (!loading && rows.length === 0) {
    return (
      <p className={cn('px-3 py-10 text-center text-sm text-fg-muted', className)}>
        {empty ?? t('emptyTable')}
      </p>
    );
  }
  const skeletons = Array.from({ length: loadingRows }, (_, i) => (
    <li key={`loading-${i}`} className="space-y-3 rounded-lg border border-line p-3">
      {i === 0 ? <span className="sr-only">{t('loadingTable')}</span> : null}
      <Skeleton className="h-4 w-32" />
      <div className="grid grid-cols-2 gap-2">
        {fields.map((field) => (
          <Skeleton key={field.id} className="h-8 w-full" />
        ))}
      </div>
    </li>
  ));
  return (
    <ul
      aria-label={ariaLabel}
      aria-busy={loading || undefined}
      className={cn('flex min-w-0 flex-col gap-2 px-3 pb-3', className)}
    >
      {loading && rows.length === 0
        ? skeletons
        : rows.map((row) => (
            <li
              key={getRowId(row)}
              className="min-w-0 rounded-lg border border-line bg-bg p-3 text-sm"
            >
              <div className="flex min-w-0 flex-wrap items-start justify-between gap-x-3 gap-y-1">
                {title.map((column) => (
                  <div key={column.id} className="min-w-0">
                    {column.cell(row)}
                  </div>
                ))}
              </div>
              <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2">
                {fields.map((column) => (
                  <div key={column.id} className="min-w-0">
                    <dt className="text-xs text-fg-muted">{column.header}</dt>
                    <dd className="tabular break-words">{column.cell(row)}</dd>
                  </div>
                ))}
              </dl>
              {actions ? (
                // A cell's own row of buttons wraps too, and its small buttons grow to a size a
                // thumb hits.
                <div className="mt-3 flex flex-wrap items-center gap-2 border-t border-line/60 pt-2 [&_.btn]:min-h-10 [&>[role=group]]:flex-wrap [&>[role=group]]:gap-2">
                  {actions.cell(row)}
                </div>
              ) : null}
            </li>
          ))}
    </ul>
  );
}
