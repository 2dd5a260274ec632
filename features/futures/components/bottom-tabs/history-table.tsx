'use client';

import type { InfiniteData, UseInfiniteQueryResult, UseQueryResult } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo, type ReactNode } from 'react';
import { CsvExportButton } from '@/components/ui/csv-export-button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import type { CsvColumn } from '@/lib/csv';
import { HistoryFooter } from './history-footer';

/** What a history table shows of its query, whether the endpoint pages or answers at once. */
export interface HistoryRows<Row> {
  rows: readonly Row[];
  loading: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
}

const NOTHING_MORE = () => undefined;
const NO_ROWS: readonly never[] = [];

/** The loaded pages of a cursor-paged history, newest first, with "Load more". */
export function usePagedHistoryRows<Row>(
  query: UseInfiniteQueryResult<InfiniteData<{ list: Row[] }>>,
): HistoryRows<Row> {
  const { data, isPending, hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const rows = useMemo(() => data?.pages.flatMap((page) => page.list) ?? NO_ROWS, [data]);
  return {
    rows,
    loading: isPending,
    hasMore: hasNextPage,
    loadingMore: isFetchingNextPage,
    loadMore: () => void fetchNextPage(),
  };
}

/** A history the endpoint answers in one list (no cursor): nothing more to load. */
export function useWholeHistoryRows<Row>(query: UseQueryResult<Row[]>): HistoryRows<Row> {
  return {
    rows: query.data ?? NO_ROWS,
    loading: query.isPending,
    hasMore: false,
    loadingMore: false,
    loadMore: NOTHING_MORE,
  };
}

export interface HistoryTableProps<Row> {
  history: HistoryRows<Row>;
  /** The tab's name, which names the table for screen readers. */
  label: string;
  /** What the table says while the user has no such rows. */
  empty: string;
  columns: DataTableColumn<Row>[];
  csvColumns: CsvColumn<Row>[];
  /** The CSV's file name without date or extension, e.g. "order-history". */
  fileName: string;
  getRowId: (row: Row) => string;
  /** Fixed row height for the virtualised body, when rows are two lines tall. */
  rowHeight?: number;
  /** Anything the table opens (a details dialog). */
  children?: ReactNode;
}

/**
 * The frame every history tab shares: a virtualised table with its loading skeleton and empty
 * state, then "Load more" and the CSV export of what is loaded.
 */
export function HistoryTable<Row>({
  history,
  label,
  empty,
  columns,
  csvColumns,
  fileName,
  getRowId,
  rowHeight,
  children,
}: HistoryTableProps<Row>) {
  const t = useTranslations('Futures.BottomTabs');
  return (
    <div className="flex flex-col">
      <DataTable
        aria-label={label}
        columns={columns}
        rows={history.rows}
        getRowId={getRowId}
        loading={history.loading}
        empty={empty}
        virtualize
        maxHeight={360}
        {...(rowHeight !== undefined ? { rowHeight } : {})}
      />
      <HistoryFooter
        hasMore={history.hasMore}
        loadingMore={history.loadingMore}
        onLoadMore={history.loadMore}
      >
        <CsvExportButton
          rows={history.rows}
          columns={csvColumns}
          fileName={fileName}
          label={t('exportCsv')}
        />
      </HistoryFooter>
      {children}
    </div>
  );
}
